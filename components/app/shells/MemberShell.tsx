import MemberLayout from '@/components/layout/MemberLayout';
import AuthGuard from '../AuthGuard';
import type { ShellProps } from '../pageTypes';
import SessionProviders from './SessionProviders';

/** Signed-in members only, in the member layout (the default kind of page of SPEC 2). */
export default function MemberShell({ children, session }: ShellProps) {
  return (
    <SessionProviders session={session}>
      <AuthGuard>
        <MemberLayout>{children}</MemberLayout>
      </AuthGuard>
    </SessionProviders>
  );
}
