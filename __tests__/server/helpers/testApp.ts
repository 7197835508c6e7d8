import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createApp } from '@/server/app';
import type { ApiApp } from '@/server/app';
import { DEFAULT_MAIL_FROM } from '@/server/config';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import type { Database } from '@/server/db/types';
import { DEFAULT_SESSION_LIFETIMES } from '@/server/domain/session-lifetimes';
import type { RateLimitRule, RateLimits } from '@/server/domain/rate-limits';
import type { AppConfig, AppInput } from '@/server/routes/deps';

import { createTestDatabase } from './testDatabase';

export const TEST_API_KEY = 'test-api-key';
/** The seeded demo admin's API token (the demo world's operators, server/db/seed-data/operators.ts). */
export const TEST_OPS_TOKEN = demoOperatorToken('admin');
export const TEST_JWT_ACCESS_SECRET = 'test-access-secret-0123456789abcdefghijklmnop';
export const TEST_JWT_2FA_SECRET = 'test-2fa-secret-0123456789abcdefghijklmnopqrs';
export const TEST_DEVICE_COOKIE_SECRET = 'test-device-secret-0123456789abcdefghijklmn';
export const TEST_PUBLIC_URL = 'https://portal.test';
/** Uploads of this test file's apps (removed by close()); variants share it, as instances share a volume. */
export const TEST_UPLOAD_DIR = path.join(tmpdir(), `filhub-test-uploads-${process.pid}-${Math.random().toString(36).slice(2)}`);

const generous: RateLimitRule = { max: 1000, windowSeconds: 60 };

/** Limits high enough never to trip in tests that are not about them (rate-limits.test.ts lowers them). */
export const GENEROUS_RATE_LIMITS: RateLimits = {
  loginPerUsername: generous,
  loginPerKnownDevice: generous,
  loginPerIp: generous,
  twoFactorPerUser: generous,
  twoFactorPerKnownDevice: generous,
  passwordCheckPerUser: generous,
  forgotPerIp: generous,
  forgotPerEmail: generous,
  unlockLinkPerIp: generous,
  unlockLinkPerName: generous,
  signUpPerIp: generous,
  createDownlinePerMember: generous,
  verifyEmailResendPerMember: generous,
  pageViewsPerIp: generous,
  passkeyChallenges: generous,
  ticketsPerMember: generous,
  ticketRepliesPerMember: generous,
  statementsPerMember: generous,
  teamTreePerMember: generous,
};

export const testConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  apiKey: TEST_API_KEY,
  corsOrigins: [],
  production: false,
  jwtAccessSecret: TEST_JWT_ACCESS_SECRET,
  jwt2faSecret: TEST_JWT_2FA_SECRET,
  deviceCookieSecret: TEST_DEVICE_COOKIE_SECRET,
  // No proxy in front: the client is the socket's peer (apiFrom), X-Forwarded-For is not believed.
  trustProxy: null,
  publicUrl: TEST_PUBLIC_URL,
  smtpUrl: null,
  mailFrom: DEFAULT_MAIL_FROM,
  mailDir: null,
  paymentWebhookSecret: null,
  rateLimits: GENEROUS_RATE_LIMITS,
  sessionLifetimes: DEFAULT_SESSION_LIFETIMES,
  uploadDir: TEST_UPLOAD_DIR,
  // The tests' fake push services listen on loopback.
  push: { vapidPublicKey: null, vapidPrivateKey: null, loopbackEndpoints: true },
  ...overrides,
});

export interface TestApp {
  app: ApiApp;
  db: Database;
  /** A request with the API key, as the portal sends it (no socket: the client address is unknown). */
  api(path: string, init?: RequestInit): Promise<Response>;
  /** `api` for requests from a socket at `address` (the peer @hono/node-server would see). */
  apiFrom(address: string): TestVariant['api'];
  /** Another app on the same database (other config or clock), with the same `api` helper. */
  variant(overrides?: Partial<AppConfig>, options?: Omit<AppInput, 'db' | 'config'>): TestVariant;
  close(): Promise<void>;
}

export interface TestVariant {
  app: ApiApp;
  api(path: string, init?: RequestInit): Promise<Response>;
  apiFrom(address: string): TestVariant['api'];
}

/**
 * The env bindings @hono/node-server passes (`{ incoming, outgoing }`), reduced to what the app reads: the
 * socket's peer address. `app.request(path, init, socketFrom('203.0.113.7'))` is a request from that address.
 */
export function socketFrom(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

/** The database each `api` helper's app runs on (helpers/forms.ts's newMember verifies the new member's address there). */
const databases = new WeakMap<TestVariant['api'], Database>();

/** The database of an `api` helper made here, or undefined for another function. */
export const databaseOf = (api: TestVariant['api']): Database | undefined => databases.get(api);

function withApiKey(app: ApiApp, db: Database, from?: string): TestVariant['api'] {
  const api: TestVariant['api'] = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-api-key', TEST_API_KEY);
    return Promise.resolve(app.request(path, { ...init, headers }, from === undefined ? undefined : socketFrom(from)));
  };
  databases.set(api, db);
  return api;
}

function testVariant(app: ApiApp, db: Database): TestVariant {
  return { app, api: withApiKey(app, db), apiFrom: (address) => withApiKey(app, db, address) };
}

/** The app on a fresh migrated and seeded database; share one per test file (opening takes seconds). */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: Omit<AppInput, 'db' | 'config'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const db = database.handle.db;
  const app = createApp({ db, config: testConfig(overrides), ...options });
  return {
    ...testVariant(app, db),
    db,
    variant: (variantOverrides = {}, variantOptions = {}) =>
      testVariant(createApp({ db, config: testConfig(variantOverrides), ...variantOptions }), db),
    close: async () => {
      await database.dispose();
      await rm(TEST_UPLOAD_DIR, { recursive: true, force: true });
    },
  };
}
