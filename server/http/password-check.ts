import type { Context } from 'hono';

import type { ErrorCode } from '../../contract/errors';
import { findPasswordHashes } from '../db/member-security';
import type { PasswordHashes } from '../db/member-security';
import type { Database } from '../db/types';
import { verifyPassword } from '../domain/password';
import type { RateLimits } from '../domain/rate-limits';
import { validationFailed } from './errors';
import type { AuthEnv } from './member-auth';
import { unauthorized } from './member-auth';
import { limitAttempts } from './rate-limit';

export type CheckStoredPassword = (
  c: Context<AuthEnv>,
  password: string,
  pick: (hashes: PasswordHashes) => string | null,
  field: string,
  wrong: ErrorCode,
) => Promise<PasswordHashes>;

/**
 * Checks a password the signed-in member presents against the stored hash `pick` chooses (the login password's or
 * the secure password's); wrong ones count against passwordCheckPerUser (a right one takes its attempt back) and
 * answer 400 with `errors[field]`. Answers the stored hashes.
 */
export function storedPasswordChecker({
  db,
  config,
  now,
}: {
  db: Database;
  config: { rateLimits: RateLimits };
  now: () => Date;
}): CheckStoredPassword {
  return async (c, password, pick, field, wrong) => {
    const userId = c.get('memberId');
    const attempt = await limitAttempts(c, db, config.rateLimits.passwordCheckPerUser, `password:user:${userId}`, now());
    const hashes = await findPasswordHashes(db, userId);
    if (!hashes) throw unauthorized(c);
    const hash = pick(hashes);
    if (!hash || !(await verifyPassword(password, hash))) throw validationFailed({ [field]: wrong }, wrong);
    await attempt.refund();
    return hashes;
  };
}

export const loginPasswordOf = (hashes: PasswordHashes) => hashes.passwordHash;
