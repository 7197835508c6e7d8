import { randomBytes } from 'node:crypto';

export const TOKEN_SECRET_NAMES = ['JWT_ACCESS_SECRET', 'JWT_2FA_SECRET', 'DEVICE_COOKIE_SECRET'] as const;
export type TokenSecretName = (typeof TOKEN_SECRET_NAMES)[number];

/** HS256 keys of the two signed tokens, and the HMAC-SHA256 key of the device cookie. */
export interface TokenKeys {
  access: Uint8Array;
  twoFactor: Uint8Array;
  device: Uint8Array;
}

export interface TokenSecretSources {
  configured: Record<TokenSecretName, string | null>;
  production: boolean;
  /** The secret kept under `name` in shared storage, storing `candidate` first when there is none (atomically). */
  loadShared(name: TokenSecretName, candidate: string): Promise<string>;
}

export type TokenKeyring = () => Promise<TokenKeys>;

const MIN_SECRET_LENGTH = 32;

const globals = globalThis as typeof globalThis & {
  __filhubProcessSecrets?: Map<TokenSecretName, string>;
  __filhubSecretNotices?: Set<string>;
};
const processSecrets = (globals.__filhubProcessSecrets ??= new Map());
const notices = (globals.__filhubSecretNotices ??= new Set());

function noticeOnce(message: string) {
  if (notices.has(message)) return;
  notices.add(message);
  console.warn(message);
}

export const generateSecret = () => randomBytes(32).toString('base64url');

/** Development and tests: one random secret per process (kept on globalThis, so hot reloads keep sessions). */
function processSecret(name: TokenSecretName): string {
  let secret = processSecrets.get(name);
  if (!secret) {
    secret = generateSecret();
    processSecrets.set(name, secret);
  }
  const lost = name === 'DEVICE_COOKIE_SECRET' ? 'remembered devices are forgotten' : 'sessions end';
  noticeOnce(`[auth] ${name} is not set: using a random secret for this process (${lost} when it restarts).`);
  return secret;
}

/**
 * Where a secret comes from: the environment when set; else, in production, a secret generated
 * once and kept in the database so that every instance and every restart agrees; else a per-process one.
 * Never a built-in value, and the value is never logged.
 */
async function resolveSecret(name: TokenSecretName, sources: TokenSecretSources): Promise<string> {
  const configured = sources.configured[name];
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) {
      noticeOnce(`[auth] ${name} is shorter than ${MIN_SECRET_LENGTH} characters: use a long random value.`);
    }
    return configured;
  }
  if (!sources.production) return processSecret(name);
  const secret = await sources.loadShared(name, generateSecret());
  noticeOnce(`[auth] ${name} is not set: using the secret generated and kept in the database (server_secrets).`);
  return secret;
}

const encode = (secret: string) => new TextEncoder().encode(secret);

/** Resolves the keys on first use (the database may be involved) and keeps them; a failure is retried next time. */
export function createTokenKeyring(sources: TokenSecretSources): TokenKeyring {
  let keys: Promise<TokenKeys> | undefined;
  return () => {
    keys ??= Promise.all(TOKEN_SECRET_NAMES.map((name) => resolveSecret(name, sources))).then(
      ([access, twoFactor, device]) => ({ access: encode(access), twoFactor: encode(twoFactor), device: encode(device) }),
      (error: unknown) => {
        keys = undefined;
        throw error;
      },
    );
    return keys;
  };
}
