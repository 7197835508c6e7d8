import type { Context } from 'hono';

import type { Database } from '../db/types';
import { claimTotpStep } from '../db/users';
import { MONEY_ERRORS } from '../domain/ledger';
import type { RateLimits } from '../domain/rate-limits';
import { matchTotpStep } from '../domain/totp';
import { fieldError } from './errors';
import type { AuthEnv } from './member-auth';
import { limitAttempts } from './rate-limit';

/**
 * Checks the signed-in member's authenticator code against their active secret as money operations do: ±1 step,
 * counted against twoFactorPerUser (a right code takes its attempt back), each code once (the step is claimed).
 * Field errors on `code`.
 */
export function totpCodeChecker({ db, config, now }: { db: Database; config: { rateLimits: RateLimits }; now: () => Date }) {
  return async (c: Context<AuthEnv>, secret: string, code: string): Promise<void> => {
    const userId = c.get('memberId');
    const typed = code.replace(/\s+/g, '');
    const at = now();
    const attempt = await limitAttempts(c, db, config.rateLimits.twoFactorPerUser, `2fa:user:${userId}`, at);
    const step = matchTotpStep(secret, typed, at.getTime());
    if (step === null) throw fieldError('code', MONEY_ERRORS.codeWrong);
    if (!(await claimTotpStep(db, userId, step))) throw fieldError('code', MONEY_ERRORS.codeUsed);
    await attempt.refund();
  };
}
