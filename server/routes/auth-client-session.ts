import { Hono } from 'hono';
import { z } from 'zod';

import { revokeFamilyOfToken, rotateRefreshToken } from '../db/refresh-tokens';
import { claimTotpStep, findSignInCandidate, findTwoFactorSecret } from '../db/users';
import { requiredText, verificationCodeSchema } from '../domain/member-fields';
import { hashOpaqueToken, newOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../domain/opaque-tokens';
import { prepareDecoyHash, verifyPasswordOrDecoy } from '../domain/password';
import { secondsLater } from '../domain/session-lifetimes';
import { matchTotpStep } from '../domain/totp';
import { clientIp } from '../http/client-info';
import { ApiError } from '../http/errors';
import { bearerToken, requireMember, requireTwoFactorStep, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { ok, okMessage } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { describeError } from '../log-safe';
import type { AppDeps } from './deps';
import { completeSignIn, signAccessToken, signTwoFactorToken } from './sessions';

const INVALID_CREDENTIALS = 'Invalid username or password';

const credentialsSchema = z.object({
  username: requiredText('Username').trim().toLowerCase().min(1, 'Username is required').max(254, INVALID_CREDENTIALS),
  password: requiredText('Password').min(1, 'Password is required').max(1024, INVALID_CREDENTIALS),
});

const codeSchema = z.object({ code: verificationCodeSchema });

const logoutSchema = z.object({
  refreshToken: requiredText('Refresh token').min(1, 'Refresh token is required').max(200, 'Refresh token is not valid'),
});

const invalidCode = (message: string) => new ApiError(400, message, { errors: { code: message } });

/** auth/client: sign-in by password, the second factor, refresh and sign-out. */
export function authClientSessionRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now } = deps;
  const limits = config.rateLimits;
  prepareDecoyHash().catch((error: unknown) => console.error(`[auth] Preparing the decoy hash failed: ${describeError(error)}`));

  return new Hono<AuthEnv>()
    .post('/login/credential', async (c) => {
      const { username: login, password } = validate(credentialsSchema, await readJson(c));
      const at = now();
      // Failed attempts count against the client IP and the member (by id, so that username and e-mail
      // share one count; by the text typed for unknown members); a success takes its attempts back.
      const perIp = await limitAttempts(c, db, limits.loginPerIp, `login:ip:${clientIp(c) ?? 'unknown'}`, at);
      const member = await findSignInCandidate(db, login);
      const perUsername = await limitAttempts(c, db, limits.loginPerUsername, `login:user:${member?.id ?? login}`, at);
      const valid = await verifyPasswordOrDecoy(password, member?.passwordHash ?? null);
      if (!member || !valid) throw new ApiError(400, INVALID_CREDENTIALS, { errors: { password: INVALID_CREDENTIALS } });
      await Promise.all([perIp.refund(), perUsername.refund()]);

      if (member.totpSecret) {
        const gg2FAToken = await signTwoFactorToken(deps, member.id, at);
        return ok(c, { accessToken: null, refreshToken: null, gg2FAToken, validGG2FA: false }, 'Enter your 2FA code');
      }
      const tokens = await completeSignIn(c, deps, member.id, false);
      return ok(c, { ...tokens, gg2FAToken: null, validGG2FA: true }, 'Signed in');
    })
    .post('/gg-2fa/valid', requireTwoFactorStep(tokenKeys, now), async (c) => {
      const userId = c.get('pendingMemberId');
      const { code } = validate(codeSchema, await readJson(c));
      const at = now();
      const attempt = await limitAttempts(c, db, limits.twoFactorPerUser, `2fa:user:${userId}`, at);
      const secret = await findTwoFactorSecret(db, userId);
      if (!secret) throw unauthorized(c);
      const step = matchTotpStep(secret, code, at.getTime());
      if (step === null) throw invalidCode('Invalid verification code');
      if (!(await claimTotpStep(db, userId, step))) throw invalidCode('This code was already used, wait for the next one');
      await attempt.refund();
      return ok(c, await completeSignIn(c, deps, userId, true), 'Signed in');
    })
    .post('/refresh', async (c) => {
      const presented = bearerToken(c);
      if (!presented || !OPAQUE_TOKEN_PATTERN.test(presented)) throw unauthorized(c);
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
      if (rotation.outcome !== 'rotated') throw unauthorized(c);
      return ok(c, { accessToken: await signAccessToken(deps, rotation.userId, at), refreshToken }, 'Session refreshed');
    })
    .post('/logout', requireMember(tokenKeys, now), async (c) => {
      const { refreshToken } = validate(logoutSchema, await readJson(c));
      await revokeFamilyOfToken(db, c.get('memberId'), hashOpaqueToken(refreshToken), now());
      return okMessage(c, 'Signed out');
    });
}
