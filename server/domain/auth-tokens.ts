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

/** A token whose signature and claims held: its answer, for as long as it has not expired. */
interface VerifiedAnswer {
  expiresAt: number;
  answer: VerifiedToken & { ok: true };
}

/**
 * Tokens already verified, per key: a member's browser and every server render of its pages send the same
 * token again and again, and checking its HMAC (WebCrypto: a key import and a job) was a share of each call.
 * The signature of a given token under a given key cannot change, so only the expiry is checked again.
 */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, VerifiedAnswer>>();
/** Bounds the memory of the verified tokens (each is a few hundred bytes). */
const MAX_REMEMBERED_TOKENS = 10_000;

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

function rememberedAnswer(key: Uint8Array, scope: TokenScope, token: string, now: Date): VerifiedToken | null {
  const remembered = verifiedTokens.get(key)?.get(`${scope}:${token}`);
  // Expired (as jose says it: exp <= now): verified again, which answers "expired".
  return remembered && remembered.expiresAt > epochSeconds(now) ? remembered.answer : null;
}

function remember(key: Uint8Array, scope: TokenScope, token: string, payload: JWTPayload, answer: VerifiedToken & { ok: true }) {
  // Only what jose checks with the clock alone is checked again: no "not before" claim is ever kept.
  if (typeof payload.exp !== 'number' || payload.nbf !== undefined) return;
  let tokens = verifiedTokens.get(key);
  if (!tokens) {
    tokens = new Map();
    verifiedTokens.set(key, tokens);
  }
  if (tokens.size >= MAX_REMEMBERED_TOKENS) tokens.clear();
  tokens.set(`${scope}:${token}`, { expiresAt: payload.exp, answer });
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
  const remembered = rememberedAnswer(key, scope, token, now);
  if (remembered) return remembered;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['exp'] }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (payload.iss !== ISSUER || payload.scope !== scope || typeof payload.sub !== 'string') {
    return { ok: false, reason: 'invalid' };
  }
  const answer = { ok: true as const, userId: payload.sub, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
  remember(key, scope, token, payload, Object.freeze(answer));
  return answer;
}
