import type { Context, MiddlewareHandler } from 'hono';

import { EXPIRED_ACCESS_TOKEN_STATUS } from '../../contract/errors';
import type { ErrorCode } from '../../contract/errors';
import { verifyScopedToken } from '../domain/auth-tokens';
import type { TokenScope } from '../domain/auth-tokens';
import type { TokenKeyring, TokenKeys } from '../token-secrets';
import { ApiError } from './errors';
import type { SessionCheck } from './session-check';

/**
 * memberId and sessionId: set by requireMember; pendingMemberId: set by requireTwoFactorStep (password checked,
 * code not yet).
 */
export interface AuthEnv {
  Variables: { memberId: string; sessionId: string; pendingMemberId: string };
}

export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

export function unauthorized(c: Context, code: ErrorCode = 'UNAUTHORIZED'): ApiError {
  c.header('WWW-Authenticate', 'Bearer');
  return new ApiError(401, code);
}

const keyOf = (keys: TokenKeys, scope: TokenScope) => (scope === 'access' ? keys.access : keys.twoFactor);

function accessTokenExpired(c: Context, code: ErrorCode = 'EXPIRED_ACCESS_TOKEN'): ApiError {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="expired"');
  return new ApiError(401, code, { statusCode: EXPIRED_ACCESS_TOKEN_STATUS });
}

async function verifiedToken(c: Context, tokenKeys: TokenKeyring, now: () => Date, scope: TokenScope) {
  const token = bearerToken(c);
  if (!token) throw unauthorized(c);
  const verified = await verifyScopedToken(keyOf(await tokenKeys(), scope), scope, token, now());
  if (verified.ok) return verified;
  if (verified.reason === 'expired' && scope === 'access') throw accessTokenExpired(c);
  const stepExpired = scope === '2fa' && verified.reason === 'expired';
  throw unauthorized(c, stepExpired ? 'SIGN_IN_STEP_EXPIRED' : undefined);
}

/**
 * Member routes: a valid access token of a live session as bearer. Missing or invalid (including a gg2FAToken):
 * 401 Unauthorized. Expired, or its session ended (sign-out, password change or reset, "sign out" from another
 * device), or issued before tokens named their session: 401 with statusCode 5000, so the portal tries its
 * refresh cookie, which works only while the session lives, and otherwise goes to sign-in.
 */
export function requireMember(tokenKeys: TokenKeyring, now: () => Date, sessions: SessionCheck): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const { userId, sessionId } = await verifiedToken(c, tokenKeys, now, 'access');
    if (!sessionId) throw accessTokenExpired(c);
    if (!(await sessions.isLive(userId, sessionId))) throw accessTokenExpired(c, 'SESSION_ENDED');
    c.set('memberId', userId);
    c.set('sessionId', sessionId);
    await next();
  };
}

/** The second-factor step: only a valid gg2FAToken opens it (an access token does not). */
export function requireTwoFactorStep(tokenKeys: TokenKeyring, now: () => Date): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('pendingMemberId', (await verifiedToken(c, tokenKeys, now, '2fa')).userId);
    await next();
  };
}

/** The member behind a valid access bearer, else null (public routes that only note who is signed in). */
export async function optionalMemberId(c: Context, tokenKeys: TokenKeyring, now: () => Date): Promise<string | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const verified = await verifyScopedToken((await tokenKeys()).access, 'access', token, now());
  return verified.ok ? verified.userId : null;
}
