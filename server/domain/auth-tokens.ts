import { randomUUID } from 'node:crypto';

import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';

/** `access` opens the member routes; `2fa` (the gg2FAToken) opens only the second-factor step. */
export type TokenScope = 'access' | '2fa';

/** `sessionId`: the session an access token belongs to (its `sid` claim); null for a gg2FAToken. */
export type VerifiedToken = { ok: true; userId: string; sessionId: string | null } | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';
const ISSUER = 'filhub';

/**
 * A signed JWT: subject the user id, the scope as a claim, valid `lifetimeSeconds` from `now`; an access token
 * also names its session (`sid`).
 */
export function signScopedToken(
  key: Uint8Array,
  scope: TokenScope,
  userId: string,
  now: Date,
  lifetimeSeconds: number,
  sessionId?: string,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(sessionId ? { scope, sid: sessionId } : { scope })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(key);
}

/**
 * Checks the signature and expiry at `now`, then issuer, subject and scope. A token whose signature holds
 * but whose time is up is "expired" whatever its claims (the contract's 5000: the client refreshes).
 */
export async function verifyScopedToken(
  key: Uint8Array,
  scope: TokenScope,
  token: string,
  now: Date,
): Promise<VerifiedToken> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['exp'] }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (payload.iss !== ISSUER || payload.scope !== scope || typeof payload.sub !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
}
