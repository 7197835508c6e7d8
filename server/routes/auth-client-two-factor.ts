import type { Context } from 'hono';
import { Hono } from 'hono';

import type { TwoFactorSetup } from '../../contract/auth';
import type { ErrorCode } from '../../contract/errors';
import { disableTwoFactor, enableTwoFactor, findTotpState, storePendingTotpSecret } from '../db/member-security';
import { listSettings } from '../db/settings';
import { claimTotpStep } from '../db/users';
import type { Database } from '../db/types';
import { twoFactorToggleSchema as toggleSchema } from '../../contract/requests/security';
import { matchTotpStep, newTotpSecret, totpUri } from '../domain/totp';
import { ApiError, fieldError } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { loginPasswordOf, storedPasswordChecker } from '../http/password-check';
import { limitAttempts } from '../http/rate-limit';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';
import { securityAlerter } from './security-alert';
import { securityHoldUntil } from './security-hold';

const ALREADY_ON = 'TWO_FACTOR_ALREADY_ON';
/** Turning 2FA on or off asks for the login password too: a stolen access token alone cannot lock the member out. */
const invalidCode = (code: ErrorCode) => fieldError('code', code);

async function siteName(db: Database): Promise<string> {
  const web = await listSettings(db, 'WEB');
  return web.find((setting) => setting.name === 'siteName')?.value.trim() || 'FilHub';
}

/** auth/client/gg-2fa: set up, enable and disable the second factor of the signed-in member. */
export function authClientTwoFactorRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);
  const checkStoredPassword = storedPasswordChecker(deps);
  const sendAlert = securityAlerter(deps);
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
      return ok<TwoFactorSetup>(c, { otpUrl: totpUri(secret, await siteName(db), username), secret }, 'Scan the code with your authenticator app');
    })
    .post('/gg-2fa/enable', member, async (c) => {
      const { password, code } = validate(toggleSchema, await readJson(c));
      const state = await totpState(c);
      if (state.enabled) throw new ApiError(400, ALREADY_ON);
      if (!state.secret) throw new ApiError(400, 'TWO_FACTOR_NOT_SET_UP');
      await checkPassword(c, password);
      await checkCode(c, state.secret, code);
      if (!(await enableTwoFactor(db, c.get('memberId'), state.secret))) {
        throw new ApiError(400, 'TWO_FACTOR_NOT_SET_UP');
      }
      await sendAlert(c, c.get('memberId'), 'TWO_FACTOR_ON');
      return okMessage(c, 'Enabled 2FA successfully');
    })
    .post('/gg-2fa/disabled', member, async (c) => {
      const { password, code } = validate(toggleSchema, await readJson(c));
      const state = await totpState(c);
      if (!state.enabled || !state.secret) throw new ApiError(400, 'TWO_FACTOR_OFF');
      await checkPassword(c, password);
      await checkCode(c, state.secret, code);
      const holdUntil = await securityHoldUntil(db, now());
      if (!(await disableTwoFactor(db, c.get('memberId'), state.secret, holdUntil))) {
        throw new ApiError(400, 'TWO_FACTOR_OFF');
      }
      await sendAlert(c, c.get('memberId'), 'TWO_FACTOR_OFF');
      return okMessage(c, 'Disabled 2FA successfully');
    });
}
