import MemberLayout from '@/components/layout/MemberLayout';
import AuthGuard from '../AuthGuard';
import type { ShellProps } from '../pageTypes';
import SessionProviders from './SessionProviders';

/** Signed-in members only, in the member layout (the kind a page is unless it says otherwise). */
export default function MemberShell({ children, session }: ShellProps) {
  return (
    <SessionProviders session={session}>
      <AuthGuard>
        <MemberLayout>{children}</MemberLayout>
      </AuthGuard>
    </SessionProviders>
  );
}
