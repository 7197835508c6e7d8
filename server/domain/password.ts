import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP-equivalent scrypt cost (N=2^15, r=8, p=3): about 32 MB and a few hundred ms per hash. */
export const PRODUCTION_PASSWORD_COST: Readonly<ScryptParams> = { N: 2 ** 15, r: 8, p: 3 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const MAX_MEMORY = 64 * 1024 * 1024;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

let cost: Readonly<ScryptParams> = PRODUCTION_PASSWORD_COST;

/**
 * Jest's server setup hashes at a cheap cost so that hashing does not dominate the suite; anywhere
 * else it refuses, so production keeps PRODUCTION_PASSWORD_COST. Stored hashes carry their own cost.
 */
export function setPasswordCostForTests(testCost: Readonly<ScryptParams>) {
  if (process.env.NODE_ENV !== 'test') throw new Error('The password cost is changed only under jest');
  cost = testCost;
}

function deriveKey(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Stored form: `scrypt$N$r$p$salt$key`, salt and key in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  const salt = Buffer.from(parts[4], 'base64');
  const key = Buffer.from(parts[5], 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await deriveKey(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(candidate, parsed.key);
}

let decoy: { cost: Readonly<ScryptParams>; hash: Promise<string> } | undefined;

/**
 * The hash of a random password at the current cost, made once per process (again only if the tests change the
 * cost); calling it early has it ready for the first sign-in.
 */
export function prepareDecoyHash(): Promise<string> {
  if (decoy?.cost !== cost) decoy = { cost, hash: hashPassword(randomBytes(SALT_LENGTH).toString('base64')) };
  return decoy.hash;
}

/**
 * Verifies against the stored hash, or, when there is none (unknown member), against the decoy hash so
 * that the answer takes as long either way (no timing oracle for which usernames exist).
 */
export async function verifyPasswordOrDecoy(password: string, stored: string | null): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  await verifyPassword(password, await prepareDecoyHash());
  return false;
}
