import type { ReactNode } from 'react';
import GuestGuard from '../GuestGuard';

/** Visitors without a session, no layout: sign-in, sign-up and password pages. */
export default function GuestShell({ children }: { children: ReactNode }) {
  return <GuestGuard>{children}</GuestGuard>;
}
