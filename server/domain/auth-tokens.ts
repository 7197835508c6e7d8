import { randomUUID } from 'node:crypto';

import { errors, jwtVerify, SignJWT } from 'jose';
import type { JWTPayload } from 'jose';

/** `access` opens the member routes; `2fa` (the gg2FAToken) opens only the second-factor step. */
export type TokenScope = 'access' | '2fa';

export type VerifiedToken = { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

const ALGORITHM = 'HS256';
const ISSUER = 'filhub';

/** A signed JWT: subject the user id, the scope as a claim, valid `lifetimeSeconds` from `now`. */
export function signScopedToken(
  key: Uint8Array,
  scope: TokenScope,
  userId: string,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ scope })
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
  return { ok: true, userId: payload.sub };
}
