// Shared by the sign-in routes: the tokens of a session and the record of a completed sign-in.
import { randomUUID } from 'node:crypto';

import type { Context } from 'hono';

import { isKnownDevice } from '../db/member-devices';
import { storeRefreshToken } from '../db/refresh-tokens';
import { recordSignIn } from '../db/sign-ins';
import { signScopedToken } from '../domain/auth-tokens';
import { deviceHashOf, newDeviceId } from '../domain/devices';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { clientUserAgent } from '../http/client-info';
import { presentedDeviceId, setDeviceCookie } from '../http/device-cookie';
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

/** The request's device as the member knows it: its id when the member signed in from it before, else null. */
export async function knownDeviceOf(c: Context, deps: AppDeps, userId: string): Promise<{ id: string; hash: string } | null> {
  const presented = presentedDeviceId(c, (await deps.tokenKeys()).device);
  if (!presented) return null;
  const hash = deviceHashOf(presented);
  return (await isKnownDevice(deps.db, userId, hash, deps.now())) ? { id: presented, hash } : null;
}

/**
 * Completes a sign-in: the session's tokens, a sign_ins row (time, IP, user agent) for the security page, and the
 * device cookie, remembered for the member. A device the member signed in from keeps its id; any other cookie
 * (another member's device, or one planted in the browser) is replaced by a new id, so that no one makes a
 * device of their choosing known to someone else.
 */
export async function completeSignIn(
  c: Context,
  deps: AppDeps,
  userId: string,
  withSecondFactor: boolean,
): Promise<SessionTokens> {
  const at = deps.now();
  const known = await knownDeviceOf(c, deps, userId);
  const deviceId = known?.id ?? newDeviceId();
  const tokens = await startSession(deps, userId, at);
  await recordSignIn(deps.db, {
    userId,
    ip: deps.clientIp(c),
    userAgent: clientUserAgent(c),
    withSecondFactor,
    deviceHash: known?.hash ?? deviceHashOf(deviceId),
    knownDevice: known !== null,
    createdAt: at,
  });
  setDeviceCookie(c, (await deps.tokenKeys()).device, deviceId, deps.config.production);
  return tokens;
}
