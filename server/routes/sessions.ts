// Shared by the sign-in routes: a session, its tokens, and the record of a completed sign-in.
import { randomUUID } from 'node:crypto';

import type { Context } from 'hono';

import { isMemberLocked } from '../db/member-admin';
import { findKnownDevice } from '../db/member-devices';
import { storeRefreshToken } from '../db/refresh-tokens';
import { storeSession } from '../db/sessions';
import { findMailRecipient } from '../db/users';
import { signScopedToken } from '../domain/auth-tokens';
import { deviceHashOf, deviceLifetimeStart, newDeviceId } from '../domain/devices';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { secondsLater } from '../domain/session-lifetimes';
import { clientUserAgent } from '../http/client-info';
import { ApiError } from '../http/errors';
import { presentedDeviceId, setDeviceCookie } from '../http/device-cookie';
import { limitAttempts, limitAttemptsUnderEach } from '../http/rate-limit';
import type { CountedAttempt } from '../http/rate-limit';
import { setRefreshCookie } from '../http/refresh-cookie';
import { memberMailer } from '../mail/member-mail';
import { recordSignIn } from '../operations/sign-ins';
import type { AppDeps } from './deps';
import { newNotMeLink } from './security-alert';

export async function signAccessToken(deps: AppDeps, userId: string, sessionId: string, now: Date): Promise<string> {
  const { access } = await deps.tokenKeys();
  return signScopedToken(access, 'access', userId, now, deps.config.sessionLifetimes.accessToken, sessionId);
}

export async function signTwoFactorToken(deps: AppDeps, userId: string, now: Date): Promise<string> {
  const { twoFactor } = await deps.tokenKeys();
  return signScopedToken(twoFactor, '2fa', userId, now, deps.config.sessionLifetimes.twoFactorToken);
}

/** Sets the refresh token as the HttpOnly cookie, for as long as it lives. */
export function sendRefreshToken(c: Context, deps: AppDeps, refreshToken: string): void {
  setRefreshCookie(c, refreshToken, deps.config.sessionLifetimes.refreshToken, { secure: deps.config.production });
}

/**
 * The request's device as the member knows it: its id when the member signed in from it before (or opened an unlock
 * link on it: `signedIn` false), else null.
 */
export async function knownDeviceOf(
  c: Context,
  deps: AppDeps,
  userId: string,
): Promise<{ id: string; hash: string; signedIn: boolean } | null> {
  const presented = presentedDeviceId(c, (await deps.tokenKeys()).device);
  if (!presented) return null;
  const hash = deviceHashOf(presented);
  const known = await findKnownDevice(deps.db, userId, hash, deviceLifetimeStart(deps.now()));
  return known ? { id: presented, hash, signedIn: known.signedIn } : null;
}

/** E-mails the member about a sign-in from a new device, with a "this was not me" link (outbox now, delivery later). */
async function mailNewDeviceSignIn(
  deps: AppDeps,
  userId: string,
  signIn: { at: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  const recipient = await findMailRecipient(deps.db, userId);
  if (!recipient) return;
  const link = await newNotMeLink(deps.db, deps.config, userId, signIn.at);
  await memberMailer(deps)(recipient, 'NEW_DEVICE_SIGN_IN', { ...signIn, notMeLink: link });
}

/**
 * Counts a sign-in attempt (password, or passkey without one) before it is checked; a success takes it back.
 * Failed attempts count per member (by id, so that username and e-mail share one count; by the text typed for
 * unknown members) and per device. A device the member completed a sign-in from before (its signed device cookie,
 * known for this member) has a count of its own, which attempts from anywhere else never use up; every other device
 * counts against the member's unknown-device limit and the client IP's, and is refused as SIGN_IN_LOCKED over
 * either (an e-mailed unlock link makes the device known: `auth-client-unlock.ts`). Neither member nor typed name
 * (an unknown passkey): the IP's count only.
 */
export async function limitSignInAttempt(c: Context, deps: AppDeps, userId: string | null, typed: string | null): Promise<CountedAttempt> {
  const limits = deps.config.rateLimits;
  const at = deps.now();
  const device = userId ? await knownDeviceOf(c, deps, userId) : null;
  if (userId && device) return limitAttempts(c, deps.db, limits.loginPerKnownDevice, `login:device:${userId}:${device.hash}`, at);
  const who = userId ?? typed;
  try {
    return await limitAttemptsUnderEach(
      c,
      deps.db,
      [
        [limits.loginPerIp, `login:ip:${deps.clientIp(c) ?? 'unknown'}`],
        ...(who ? [[limits.loginPerUsername, `login:user:${who}`] as const] : []),
      ],
      at,
    );
  } catch (error) {
    // Said the same for members and for names no one has, so it tells nothing about who exists.
    if (who && error instanceof ApiError && error.code === 'RATE_LIMITED') throw new ApiError(429, 'SIGN_IN_LOCKED');
    throw error;
  }
}

/**
 * Counts an attempt at the second step of a sign-in (an authenticator code, a recovery code or a passkey): as for
 * passwords, a known device has its own count; unknown devices share the member's sign-in count (apart from the one
 * of 2FA in settings and money operations, which needs a session).
 */
export async function limitSecondFactorAttempt(c: Context, deps: AppDeps, userId: string): Promise<CountedAttempt> {
  const limits = deps.config.rateLimits;
  const at = deps.now();
  const device = await knownDeviceOf(c, deps, userId);
  return device
    ? limitAttempts(c, deps.db, limits.twoFactorPerKnownDevice, `2fa:sign-in:${userId}:device:${device.hash}`, at)
    : limitAttempts(c, deps.db, limits.twoFactorPerUser, `2fa:sign-in:${userId}`, at);
}

/** 403 ACCOUNT_LOCKED when an operator locked the member (asked only once the password or passkey was right). */
export async function refuseLockedMember(deps: Pick<AppDeps, 'db'>, userId: string): Promise<void> {
  if (await isMemberLocked(deps.db, userId)) throw new ApiError(403, 'ACCOUNT_LOCKED');
}

/**
 * Completes a sign-in (refused for a locked member): a new session (its id is the refresh-token family and the access token's `sid`), the
 * refresh token as its HttpOnly cookie, a sign_ins row (time, IP, user agent) for the security page, and the
 * device cookie, remembered for the member (a device new to the member gets a notification and an e-mail). A device the member signed in from keeps its id; any other cookie
 * (another member's device, or one planted in the browser) is replaced by a new id, so that no one makes a device
 * of their choosing known to someone else. Answers the access token.
 */
export async function completeSignIn(c: Context, deps: AppDeps, userId: string, withSecondFactor: boolean): Promise<string> {
  await refuseLockedMember(deps, userId);
  const at = deps.now();
  const known = await knownDeviceOf(c, deps, userId);
  const deviceId = known?.id ?? newDeviceId();
  const sessionId = randomUUID();
  const refreshToken = newOpaqueToken();
  const expiresAt = secondsLater(at, deps.config.sessionLifetimes.refreshToken);
  const ip = deps.clientIp(c);
  const userAgent = clientUserAgent(c);
  await deps.db.transaction(async (tx) => {
    await storeSession(tx, { id: sessionId, userId, ip, userAgent, createdAt: at, expiresAt });
    await storeRefreshToken(tx, { userId, familyId: sessionId, tokenHash: hashOpaqueToken(refreshToken), expiresAt });
  });
  const { newDevice } = await recordSignIn(deps.db, {
    userId,
    ip,
    userAgent,
    withSecondFactor,
    deviceHash: known?.hash ?? deviceHashOf(deviceId),
    // A device known through an unlock link only is still new to the member's sign-ins: the notice goes out.
    knownDevice: known?.signedIn === true,
    createdAt: at,
  });
  if (newDevice) await mailNewDeviceSignIn(deps, userId, { at, userAgent, ip });
  sendRefreshToken(c, deps, refreshToken);
  setDeviceCookie(c, (await deps.tokenKeys()).device, deviceId, deps.config.production);
  return signAccessToken(deps, userId, sessionId, at);
}
