// Shared by the sign-in routes: the tokens of a session and the record of a completed sign-in.
import { randomUUID } from 'node:crypto';

import type { Context } from 'hono';

import { storeRefreshToken } from '../db/refresh-tokens';
import { recordSignIn } from '../db/sign-ins';
import { signScopedToken } from '../domain/auth-tokens';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { clientIp, clientUserAgent } from '../http/client-info';
import type { AppDeps } from './deps';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export async function signAccessToken(deps: AppDeps, userId: string, now: Date): Promise<string> {
  const { access } = await deps.tokenKeys();
  return signScopedToken(access, 'access', userId, now, deps.config.sessionLifetimes.accessToken);
}

export async function signTwoFactorToken(deps: AppDeps, userId: string, now: Date): Promise<string> {
  const { twoFactor } = await deps.tokenKeys();
  return signScopedToken(twoFactor, '2fa', userId, now, deps.config.sessionLifetimes.twoFactorToken);
}

/** A new refresh token (hashed in storage) that starts a family, and an access token. */
async function startSession(deps: AppDeps, userId: string, now: Date): Promise<SessionTokens> {
  const refreshToken = newOpaqueToken();
  await storeRefreshToken(deps.db, {
    userId,
    familyId: randomUUID(),
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: secondsLater(now, deps.config.sessionLifetimes.refreshToken),
  });
  return { accessToken: await signAccessToken(deps, userId, now), refreshToken };
}

/** Completes a sign-in: the session's tokens, and a sign_ins row (time, IP, user agent) for the security page. */
export async function completeSignIn(
  c: Context,
  deps: AppDeps,
  userId: string,
  withSecondFactor: boolean,
): Promise<SessionTokens> {
  const at = deps.now();
  const tokens = await startSession(deps, userId, at);
  await recordSignIn(deps.db, { userId, ip: clientIp(c), userAgent: clientUserAgent(c), withSecondFactor, createdAt: at });
  return tokens;
}
