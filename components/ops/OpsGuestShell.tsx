import type { ReactNode } from 'react';
import OpsFrame from './OpsFrame';

/** Console pages outside a session: the sign-in and the setup link. */
export default function OpsGuestShell({ children }: { children: ReactNode }) {
  return <OpsFrame>{children}</OpsFrame>;
}
