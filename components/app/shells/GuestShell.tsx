import GuestGuard from '../GuestGuard';
import type { ShellProps } from '../pageTypes';

/** Visitors without a session, no layout: sign-in, sign-up and password pages. */
export default function GuestShell({ children, sessionCookie }: ShellProps) {
  return <GuestGuard sessionCookie={sessionCookie}>{children}</GuestGuard>;
}
