import type { ReactNode } from 'react';
import MemberLayout from '@/components/layout/MemberLayout';
import AuthGuard from '../AuthGuard';
import SessionProviders from './SessionProviders';

/** Signed-in members only, in the member layout (the default kind of page of SPEC 2). */
export default function MemberShell({ children }: { children: ReactNode }) {
  return (
    <SessionProviders>
      <AuthGuard>
        <MemberLayout>{children}</MemberLayout>
      </AuthGuard>
    </SessionProviders>
  );
}
