import type { ReactNode } from 'react';
import PublicLayout from '@/components/layout/PublicLayout';
import SessionProviders from './SessionProviders';

/** Anyone, under the public header (which knows whether the visitor is signed in). */
export default function PublicShell({ children }: { children: ReactNode }) {
  return (
    <SessionProviders>
      <PublicLayout>{children}</PublicLayout>
    </SessionProviders>
  );
}
