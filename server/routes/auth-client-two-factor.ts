import type { Context } from 'hono';
import { Hono } from 'hono';

import type { TwoFactorSetup } from '../../contract/auth';
import type { ErrorCode } from '../../contract/errors';
import { twoFactorDisableSchema } from '../../contract/requests/second-factors';
import type { RecoveryCodes, RecoveryCodesLeft } from '../../contract/second-factors';
import { disableTwoFactor, enableTwoFactor, findTotpState, storePendingTotpSecret } from '../db/member-security';
import { claimRecoveryCode, countRecoveryCodesLeft, deleteRecoveryCodes, replaceRecoveryCodes } from '../db/recovery-codes';
import { findSiteName } from '../db/settings';
import { claimTotpStep } from '../db/users';
import { twoFactorEnableSchema, twoFactorToggleSchema as toggleSchema } from '../../contract/requests/security';
import { newRecoveryCodes, recoveryCodeHash } from '../domain/recovery-codes';
import { matchTotpStep, newTotpSecret, totpUri } from '../domain/totp';
import { ApiError, fieldError } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import type { AuthEnv } from '../http/member-auth';
import { loginPasswordOf, storedPasswordChecker } from '../http/password-check';
import { limitAttempts } from '../http/rate-limit';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';
import { securityAlerter } from './security-alert';
import { securityHoldUntil } from '../operations/security-hold';

const ALREADY_ON = 'TWO_FACTOR_ALREADY_ON';
/**
 * Turning 2FA on asks for the secure password (checked like a money operation's), turning it off for the login password
 * and a code: neither a stolen access token nor the login password alone can lock the member out with a thief's
 * authenticator.
 */
const invalidCode = (code: ErrorCode) => fieldError('code', code);

/** auth/client/gg-2fa: set up, enable and disable the second factor of the signed-in member. */
export function authClientTwoFactorRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);
  const checkStoredPassword = storedPasswordChecker(deps);
  const sendAlert = securityAlerter(deps);
  const authorize = moneyAuthorizer({ db, config, now });
  const checkPassword = (c: Context<AuthEnv>, password: string) =>
    checkStoredPassword(c, password, loginPasswordOf, 'password', 'PASSWORD_WRONG');

  /**
   * The code against the member's secret (pending to enable, active to disable): ±1 step, each code once.
   * Wrong or reused codes count against twoFactorPerUser, the same counter as money operations (the second step
   * of sign-in counts apart: see auth-client-session.ts).
   */
  const checkCode = async (c: Context<AuthEnv>, secret: string, code: string) => {
    const userId = c.get('memberId');
    const at = now();
    const attempt = await limitAttempts(c, db, config.rateLimits.twoFactorPerUser, `2fa:user:${userId}`, at);
    const step = matchTotpStep(secret, code, at.getTime());
    if (step === null) throw invalidCode('INVALID_VERIFICATION_CODE');
    if (!(await claimTotpStep(db, userId, step))) throw invalidCode('CODE_ALREADY_USED');
    await attempt.refund();
  };

  /** A recovery code in place of the authenticator code (turning 2FA off): counted like a code, each once. */
  const checkRecoveryCode = async (c: Context<AuthEnv>, recoveryCode: string) => {
    const userId = c.get('memberId');
    const at = now();
    const attempt = await limitAttempts(c, db, config.rateLimits.twoFactorPerUser, `2fa:user:${userId}`, at);
    if (!(await claimRecoveryCode(db, userId, recoveryCodeHash(recoveryCode), at))) {
      throw fieldError('recoveryCode', 'RECOVERY_CODE_INVALID');
    }
    await attempt.refund();
  };

  /** New recovery codes for the member in place of the old ones; answered once, stored hashed. */
  const recoveryCodesAnswer = (c: Context<AuthEnv>, recoveryCodes: string[], message: string) => {
    c.header('Cache-Control', 'no-store');
    return ok<RecoveryCodes>(c, { recoveryCodes }, message);
  };

  const totpState = async (c: Context<AuthEnv>) => {
    const state = await findTotpState(db, c.get('memberId'));
    if (!state) throw unauthorized(c);
    return state;
  };

  return new Hono<AuthEnv>()
    .get('/gg-2fa/setup', member, async (c) => {
      const { username } = await signedInMember(c);
      const secret = newTotpSecret();
      if (!(await storePendingTotpSecret(db, c.get('memberId'), secret))) throw new ApiError(400, ALREADY_ON);
      c.header('Cache-Control', 'no-store');
      return ok<TwoFactorSetup>(c, { otpUrl: totpUri(secret, await findSiteName(db), username), secret }, 'Scan the code with your authenticator app');
    })
    .post('/gg-2fa/enable', member, async (c) => {
      const { securePassword, code } = validate(twoFactorEnableSchema, await readJson(c));
      const state = await totpState(c);
      if (state.enabled) throw new ApiError(400, ALREADY_ON);
      if (!state.secret) throw new ApiError(400, 'TWO_FACTOR_NOT_SET_UP');
      const userId = c.get('memberId');
      const { secret } = state;
      const recoveryCodes = newRecoveryCodes();
      // 2FA is off, so the check is the secure password; the code is the first one of the authenticator enrolled.
      const enabled = await authorize(c, { securePassword }, async () => {
        await checkCode(c, secret, code);
        return db.transaction(async (tx) => {
          if (!(await enableTwoFactor(tx, userId, secret))) return false;
          await replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryCodeHash));
          return true;
        });
      });
      if (!enabled) throw new ApiError(400, 'TWO_FACTOR_NOT_SET_UP');
      await sendAlert(c, userId, 'TWO_FACTOR_ON');
      return recoveryCodesAnswer(c, recoveryCodes, 'Enabled 2FA successfully');
    })
    .post('/gg-2fa/disabled', member, async (c) => {
      const { password, code, recoveryCode } = validate(twoFactorDisableSchema, await readJson(c));
      const state = await totpState(c);
      if (!state.enabled || !state.secret) throw new ApiError(400, 'TWO_FACTOR_OFF');
      await checkPassword(c, password);
      if (recoveryCode) await checkRecoveryCode(c, recoveryCode);
      else await checkCode(c, state.secret, code ?? '');
      const userId = c.get('memberId');
      const { secret } = state;
      const holdUntil = await securityHoldUntil(db, now());
      const disabled = await db.transaction(async (tx) => {
        if (!(await disableTwoFactor(tx, userId, secret, holdUntil))) return false;
        await deleteRecoveryCodes(tx, userId);
        return true;
      });
      if (!disabled) throw new ApiError(400, 'TWO_FACTOR_OFF');
      await sendAlert(c, userId, 'TWO_FACTOR_OFF');
      return okMessage(c, 'Disabled 2FA successfully');
    })
    .get('/gg-2fa/recovery-codes', member, async (c) =>
      ok<RecoveryCodesLeft>(c, { remaining: await countRecoveryCodesLeft(db, c.get('memberId')) }),
    )
    .post('/gg-2fa/recovery-codes', member, async (c) => {
      // New codes need the password and an authenticator code (not a recovery code): they replace every old one.
      const { password, code } = validate(toggleSchema, await readJson(c));
      const state = await totpState(c);
      if (!state.enabled || !state.secret) throw new ApiError(400, 'TWO_FACTOR_OFF');
      await checkPassword(c, password);
      await checkCode(c, state.secret, code);
      const userId = c.get('memberId');
      const recoveryCodes = newRecoveryCodes();
      await db.transaction((tx) => replaceRecoveryCodes(tx, userId, recoveryCodes.map(recoveryCodeHash)));
      await sendAlert(c, userId, 'RECOVERY_CODES_RENEWED');
      return recoveryCodesAnswer(c, recoveryCodes, 'New recovery codes made');
    });
}
