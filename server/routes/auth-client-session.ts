import { Hono } from 'hono';

import type { LoginResult, SessionTokens } from '../../contract/auth';
import type { ErrorCode } from '../../contract/errors';

const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';
import { loginSchema, verificationCodeRequestSchema } from '../../contract/requests/auth';
import { rotateRefreshToken } from '../db/refresh-tokens';
import { revokeSessions } from '../db/sessions';
import { claimTotpStep, findSignInCandidate, findTwoFactorSecret } from '../db/users';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../domain/opaque-tokens';
import { prepareDecoyHash, verifyPasswordOrDecoy } from '../domain/password';
import { secondsLater } from '../domain/session-lifetimes';
import { matchTotpStep } from '../domain/totp';
import { ApiError, fieldError } from '../http/errors';
import { requireMember, requireTwoFactorStep, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { describeError } from '../log-safe';
import type { AppDeps } from './deps';
import { clearRefreshCookie, readRefreshCookie } from '../http/refresh-cookie';
import { completeSignIn, limitSecondFactorAttempt, refuseLockedMember, limitSignInAttempt, sendRefreshToken, signAccessToken, signTwoFactorToken } from './sessions';


const invalidCode = (code: ErrorCode) => fieldError('code', code);

/**
 * auth/client: sign-in by password, the second factor, refresh and sign-out. The refresh token travels only as
 * an HttpOnly cookie that the server sets; answers carry `refreshToken: null`.
 */
export function authClientSessionRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const cookieRules = { secure: config.production };
  prepareDecoyHash().catch((error: unknown) => console.error(`[auth] Preparing the decoy hash failed: ${describeError(error)}`));

  return new Hono<AuthEnv>()
    .post('/login/credential', async (c) => {
      const { username: login, password } = validate(loginSchema, await readJson(c));
      const at = now();
      const member = await findSignInCandidate(db, login);
      const attempt = await limitSignInAttempt(c, deps, member?.id ?? null, login);
      const valid = await verifyPasswordOrDecoy(password, member?.passwordHash ?? null);
      if (!member || !valid) throw new ApiError(400, INVALID_CREDENTIALS, { errors: { password: INVALID_CREDENTIALS } });
      await attempt.refund();
      await refuseLockedMember(deps, member.id);

      if (member.totpSecret) {
        const gg2FAToken = await signTwoFactorToken(deps, member.id, at);
        return ok<LoginResult>(c, { accessToken: null, refreshToken: null, gg2FAToken, validGG2FA: false }, 'Enter your 2FA code');
      }
      const accessToken = await completeSignIn(c, deps, member.id, false);
      return ok<LoginResult>(c, { accessToken, refreshToken: null, gg2FAToken: null, validGG2FA: true }, 'Signed in');
    })
    .post('/gg-2fa/valid', requireTwoFactorStep(tokenKeys, now), async (c) => {
      const userId = c.get('pendingMemberId');
      const { code } = validate(verificationCodeRequestSchema, await readJson(c));
      const at = now();
      const attempt = await limitSecondFactorAttempt(c, deps, userId);
      const secret = await findTwoFactorSecret(db, userId);
      if (!secret) throw unauthorized(c);
      const step = matchTotpStep(secret, code, at.getTime());
      if (step === null) throw invalidCode('INVALID_VERIFICATION_CODE');
      if (!(await claimTotpStep(db, userId, step))) throw invalidCode('CODE_ALREADY_USED');
      await attempt.refund();
      return ok<SessionTokens>(c, { accessToken: await completeSignIn(c, deps, userId, true), refreshToken: null }, 'Signed in');
    })
    .post('/refresh', async (c) => {
      const presented = readRefreshCookie(c);
      if (!presented || !OPAQUE_TOKEN_PATTERN.test(presented)) {
        clearRefreshCookie(c, cookieRules);
        throw unauthorized(c);
      }
      const at = now();
      const refreshToken = newOpaqueToken();
      const rotation = await rotateRefreshToken(
        db,
        hashOpaqueToken(presented),
        { tokenHash: hashOpaqueToken(refreshToken), expiresAt: secondsLater(at, config.sessionLifetimes.refreshToken) },
        at,
        config.sessionLifetimes.refreshReuseGrace,
      );
      if (rotation.outcome === 'reused') {
        console.warn(`[auth] A rotated refresh token of user ${rotation.userId} came back: its sign-in family is revoked`);
      }
      if (rotation.outcome !== 'rotated') {
        clearRefreshCookie(c, cookieRules);
        throw unauthorized(c);
      }
      sendRefreshToken(c, deps, refreshToken);
      return ok<SessionTokens>(c, { accessToken: await signAccessToken(deps, rotation.userId, rotation.sessionId, at) }, 'Session refreshed');
    })
    .post('/logout', requireMember(tokenKeys, now, sessionCheck), async (c) => {
      sessionCheck.forget(await revokeSessions(db, c.get('memberId'), now(), { only: c.get('sessionId') }));
      clearRefreshCookie(c, cookieRules);
      return okMessage(c, 'Signed out');
    });
}
