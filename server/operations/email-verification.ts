import { markEmailVerified } from '../db/email-verification';
import { claimSecurityToken, replaceSecurityToken, retireSecurityTokens } from '../db/security-tokens';
import type { Database } from '../db/types';

/** Stores the member's new verification link (its hash, until `expiresAt`) and retires their earlier ones, one transaction. */
export function issueEmailVerifyToken(db: Database, userId: string, tokenHash: string, at: Date, expiresAt: Date): Promise<void> {
  return db.transaction((tx) => replaceSecurityToken(tx, { userId, purpose: 'EMAIL_VERIFY', tokenHash, expiresAt }, at));
}

/**
 * Uses the signed-in member's verification link with this token hash and marks their address verified, one
 * transaction; the member's other links are retired. False when the link is unknown, used, expired or another
 * member's (which then stays usable by its owner).
 */
export function verifyEmailWithToken(db: Database, userId: string, tokenHash: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await claimSecurityToken(tx, 'EMAIL_VERIFY', tokenHash, at, userId))) return false;
    await markEmailVerified(tx, userId, at);
    await retireSecurityTokens(tx, userId, 'EMAIL_VERIFY', at);
    return true;
  });
}
