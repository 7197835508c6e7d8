import type { Context, MiddlewareHandler } from 'hono';

import { verifyScopedToken } from '../domain/auth-tokens';
import type { TokenScope } from '../domain/auth-tokens';
import type { TokenKeyring, TokenKeys } from '../domain/token-secrets';
import { ApiError } from './errors';

/** Body statusCode of an expired access token (HTTP 401): the portal refreshes its session on it. */
export const EXPIRED_ACCESS_TOKEN = 5000;

/** memberId: set by requireMember; pendingMemberId: set by requireTwoFactorStep (password checked, code not yet). */
export interface AuthEnv {
  Variables: { memberId: string; pendingMemberId: string };
}

export function bearerToken(c: Context): string | null {
  return /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

export function unauthorized(c: Context, message = 'Unauthorized'): ApiError {
  c.header('WWW-Authenticate', 'Bearer');
  return new ApiError(401, message);
}

const keyOf = (keys: TokenKeys, scope: TokenScope) => (scope === 'access' ? keys.access : keys.twoFactor);

async function verifiedUserId(c: Context, tokenKeys: TokenKeyring, now: () => Date, scope: TokenScope): Promise<string> {
  const token = bearerToken(c);
  if (!token) throw unauthorized(c);
  const verified = await verifyScopedToken(keyOf(await tokenKeys(), scope), scope, token, now());
  if (verified.ok) return verified.userId;
  if (verified.reason === 'expired' && scope === 'access') {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token", error_description="expired"');
    throw new ApiError(401, 'Access token expired', { statusCode: EXPIRED_ACCESS_TOKEN });
  }
  const stepExpired = scope === '2fa' && verified.reason === 'expired';
  throw unauthorized(c, stepExpired ? 'The sign-in step expired, sign in again' : undefined);
}

/**
 * Member routes: a valid access token as bearer. Missing or invalid (including a gg2FAToken): 401
 * Unauthorized; expired: 401 with statusCode 5000.
 */
export function requireMember(tokenKeys: TokenKeyring, now: () => Date): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('memberId', await verifiedUserId(c, tokenKeys, now, 'access'));
    await next();
  };
}

/** The second-factor step: only a valid gg2FAToken opens it (an access token does not). */
export function requireTwoFactorStep(tokenKeys: TokenKeyring, now: () => Date): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    c.set('pendingMemberId', await verifiedUserId(c, tokenKeys, now, '2fa'));
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
