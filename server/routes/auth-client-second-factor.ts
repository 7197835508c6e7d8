import { Hono } from 'hono';

import type { SessionTokens } from '../../contract/auth';
import { passkeyAssertionRequestSchema, recoveryCodeRequestSchema } from '../../contract/requests/second-factors';
import type { PasskeyRequestOptions, RecoverySignIn, SecondFactorMethods } from '../../contract/second-factors';
import { listPasskeys } from '../db/passkeys';
import { claimRecoveryCode, countRecoveryCodesLeft } from '../db/recovery-codes';
import { findTwoFactorSecret } from '../db/users';
import { authenticationOptions } from '../domain/passkeys';
import { recoveryCodeHash } from '../domain/recovery-codes';
import { ApiError, fieldError } from '../http/errors';
import { requireTwoFactorStep, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { passkeyCeremonies } from '../http/passkeys';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';
import { completeSignIn, limitSecondFactorAttempt, limitSignInAttempt } from './sessions';

/**
 * auth/client: the sign-ins beside password + authenticator code. At the second step (the gg2FAToken as bearer) a
 * recovery code or a passkey of the member in place of the code; and "Sign in with a passkey", without password:
 * a discoverable passkey verified with the device's PIN or biometrics is two factors by itself, so it completes the
 * sign-in also for members with 2FA on (docs/decisions.md).
 */
export function authClientSecondFactorRoutes(deps: AppDeps) {
  const { db, tokenKeys, now } = deps;
  const secondStep = requireTwoFactorStep(tokenKeys, now);
  const passkeys = passkeyCeremonies(deps);
  const sendAlert = securityAlerter(deps);

  /** The pending member must still have 2FA on (it may have been turned off since the password step). */
  const requireTwoFactorOn = async (c: Parameters<typeof unauthorized>[0], userId: string) => {
    if (!(await findTwoFactorSecret(db, userId))) throw unauthorized(c);
  };

  const signedIn = async (c: Parameters<typeof completeSignIn>[0], userId: string) =>
    ok<SessionTokens>(c, { accessToken: await completeSignIn(c, deps, userId, true), refreshToken: null }, 'Signed in');

  return new Hono<AuthEnv>()
    .get('/gg-2fa/methods', secondStep, async (c) => {
      const passkeyCount = (await listPasskeys(db, c.get('pendingMemberId'))).length;
      return ok<SecondFactorMethods>(c, { passkey: passkeyCount > 0 });
    })
    .post('/gg-2fa/recovery', secondStep, async (c) => {
      const userId = c.get('pendingMemberId');
      const { recoveryCode } = validate(recoveryCodeRequestSchema, await readJson(c));
      // Wrong recovery codes count as wrong authenticator codes do.
      const attempt = await limitSecondFactorAttempt(c, deps, userId);
      await requireTwoFactorOn(c, userId);
      if (!(await claimRecoveryCode(db, userId, recoveryCodeHash(recoveryCode), now()))) {
        throw fieldError('recoveryCode', 'RECOVERY_CODE_INVALID');
      }
      await attempt.refund();
      const accessToken = await completeSignIn(c, deps, userId, true);
      await sendAlert(c, userId, 'RECOVERY_CODE_USED');
      const recoveryCodesLeft = await countRecoveryCodesLeft(db, userId);
      return ok<RecoverySignIn>(c, { accessToken, refreshToken: null, recoveryCodesLeft }, 'Signed in');
    })
    .post('/gg-2fa/passkey/options', secondStep, async (c) => {
      const userId = c.get('pendingMemberId');
      const own = await listPasskeys(db, userId);
      if (own.length === 0) throw new ApiError(400, 'NO_PASSKEY');
      const options = await authenticationOptions(passkeys.relyingParty(), own);
      await passkeys.rememberChallenge(c, options.challenge, 'SECOND_FACTOR', userId);
      c.header('Cache-Control', 'no-store');
      return ok<PasskeyRequestOptions>(c, options, 'Confirm with your passkey');
    })
    .post('/gg-2fa/passkey', secondStep, async (c) => {
      const userId = c.get('pendingMemberId');
      const { response } = validate(passkeyAssertionRequestSchema, await readJson(c));
      const attempt = await limitSecondFactorAttempt(c, deps, userId);
      await requireTwoFactorOn(c, userId);
      // The step's token scopes the answer to this member's passkeys: another member's is unknown here.
      const passkey = await passkeys.passkeyOf(response);
      if (!passkey || passkey.userId !== userId) throw fieldError('response', 'PASSKEY_UNKNOWN');
      await passkeys.verify(c, response, passkey, 'SECOND_FACTOR', 'response');
      await attempt.refund();
      return signedIn(c, userId);
    })
    .post('/passkey/sign-in/options', async (c) => {
      const options = await authenticationOptions(passkeys.relyingParty(), []);
      await passkeys.rememberChallenge(c, options.challenge, 'SIGN_IN', null);
      c.header('Cache-Control', 'no-store');
      return ok<PasskeyRequestOptions>(c, options, 'Sign in with your passkey');
    })
    .post('/passkey/sign-in', async (c) => {
      const { response } = validate(passkeyAssertionRequestSchema, await readJson(c));
      const passkey = await passkeys.passkeyOf(response);
      // Counted like a password: per member and device, or the client IP's count for a passkey nobody has.
      const attempt = await limitSignInAttempt(c, deps, passkey?.userId ?? null, null);
      if (!passkey) throw fieldError('response', 'PASSKEY_UNKNOWN');
      await passkeys.verify(c, response, passkey, 'SIGN_IN', 'response');
      await attempt.refund();
      return signedIn(c, passkey.userId);
    });
}
