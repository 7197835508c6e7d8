import { createHash, randomBytes } from 'node:crypto';

/** A random bearer (refresh or password-reset token): 32 bytes, base64url (43 characters). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of an opaque token: sha256, hex. The token itself is never stored. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
