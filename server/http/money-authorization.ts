import type { Context } from 'hono';

import type { AuthenticationResponseJSON } from '../../contract/second-factors';
import type { Database } from '../db/types';
import { claimTotpStep, findMoneyConfirmation, releaseTotpStep } from '../db/users';
import { MONEY_ERRORS } from '../domain/ledger';
import { verifyPassword } from '../domain/password';
import type { RateLimits } from '../domain/rate-limits';
import { matchTotpStep } from '../domain/totp';
import { fieldError } from './errors';
import type { AuthEnv } from './member-auth';
import { unauthorized } from './member-auth';
import { passkeyCeremonies } from './passkeys';
import { limitAttempts } from './rate-limit';

/** What a money request carries to confirm it: the secure password, and with 2FA on a TOTP code or a passkey's answer. */
export interface MoneyConfirmationInput {
  securePassword: string;
  code?: string | null;
  passkey?: AuthenticationResponseJSON;
}

/**
 * Checks the confirmation, then runs the operation. A TOTP code is claimed before the operation (a replay racing it
 * is refused) and given back when the operation fails (its balance or any later check), so the member's next try
 * may use it; a successful operation keeps it used.
 */
export type AuthorizeMoneyOperation = <T>(c: Context<AuthEnv>, confirmation: MoneyConfirmationInput, operation: () => Promise<T>) => Promise<T>;

/**
 * The check of every money operation of the signed-in member, and of the credential changes a phisher with the login
 * password alone must not make (adding a passkey, turning 2FA on, payout details, the anti-phishing code): the secure
 * password (counted against
 * passwordCheckPerUser, like the password checks of settings; a right one takes its attempt back), then, when 2FA is
 * on, the TOTP code or in its place a passkey's answer to a challenge issued for money operations (both count
 * against twoFactorPerUser; each code and each challenge once). Field errors `securePassword`, `code` and `passkey`.
 */
export function moneyAuthorizer({
  db,
  config,
  now,
}: {
  db: Database;
  config: { rateLimits: RateLimits; publicUrl: string };
  now: () => Date;
}): AuthorizeMoneyOperation {
  const passkeys = passkeyCeremonies({ db, config, now });

  const checkPasskey = async (c: Context<AuthEnv>, userId: string, response: AuthenticationResponseJSON) => {
    const attempt = await limitAttempts(c, db, config.rateLimits.twoFactorPerUser, `2fa:user:${userId}`, now());
    const passkey = await passkeys.passkeyOf(response);
    if (!passkey || passkey.userId !== userId) throw fieldError('passkey', 'PASSKEY_UNKNOWN');
    await passkeys.verify(c, response, passkey, 'MONEY', 'passkey');
    await attempt.refund();
  };

  /** Checks the confirmation; answers the TOTP step it claimed (null: no code was needed, or a passkey answered). */
  const check = async (c: Context<AuthEnv>, { securePassword, code, passkey }: MoneyConfirmationInput): Promise<number | null> => {
    const userId = c.get('memberId');
    const security = await findMoneyConfirmation(db, userId);
    if (!security) throw unauthorized(c);
    if (!security.securePasswordHash) throw fieldError('securePassword', MONEY_ERRORS.securePasswordUnset);
    const attempt = await limitAttempts(c, db, config.rateLimits.passwordCheckPerUser, `password:user:${userId}`, now());
    if (!(await verifyPassword(securePassword, security.securePasswordHash))) {
      throw fieldError('securePassword', MONEY_ERRORS.securePasswordWrong);
    }
    await attempt.refund();
    if (!security.totpSecret) return null;
    if (passkey) {
      await checkPasskey(c, userId, passkey);
      return null;
    }
    const typed = (code ?? '').replace(/\s+/g, '');
    if (typed === '') throw fieldError('code', MONEY_ERRORS.codeMissing);
    const at = now();
    const codeAttempt = await limitAttempts(c, db, config.rateLimits.twoFactorPerUser, `2fa:user:${userId}`, at);
    const step = matchTotpStep(security.totpSecret, typed, at.getTime());
    if (step === null) throw fieldError('code', MONEY_ERRORS.codeWrong);
    if (!(await claimTotpStep(db, userId, step))) throw fieldError('code', MONEY_ERRORS.codeUsed);
    await codeAttempt.refund();
    return step;
  };

  return async (c, confirmation, operation) => {
    const step = await check(c, confirmation);
    try {
      return await operation();
    } catch (error) {
      if (step !== null) await releaseTotpStep(db, c.get('memberId'), step);
      throw error;
    }
  };
}
