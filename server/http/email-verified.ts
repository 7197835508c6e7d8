import type { Context } from 'hono';

import { findEmailVerified } from '../db/email-verification';
import type { Database } from '../db/types';
import { ApiError } from './errors';
import type { AuthEnv } from './member-auth';
import { unauthorized } from './member-auth';

/**
 * 403 EMAIL_NOT_VERIFIED for a member who has not opened the e-mailed verification link: asked before a withdrawal,
 * a new withdrawal address and a change of payout details (money that leaves the platform, and where it goes), since
 * the security alerts and recovery links of those go to that address.
 */
export async function refuseUnverifiedEmail(db: Database, c: Context<AuthEnv>): Promise<void> {
  const verified = await findEmailVerified(db, c.get('memberId'));
  if (verified === null) throw unauthorized(c);
  if (!verified) throw new ApiError(403, 'EMAIL_NOT_VERIFIED');
}
