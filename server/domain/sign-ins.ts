import type { SignIn } from '../../contract/sessions';
import { describeDevice } from './user-agent';

export interface SignInRow {
  createdAt: Date;
  ip: string | null;
  userAgent: string | null;
}

/** How many sign-ins the security page lists. */
export const RECENT_SIGN_INS = 10;

export function toSignInEntry(row: SignInRow): SignIn {
  return { time: row.createdAt.toISOString(), ip: row.ip, device: describeDevice(row.userAgent) };
}
