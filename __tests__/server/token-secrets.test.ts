import { serverSecrets } from '@/server/db/schema';
import { loadOrStoreServerSecret } from '@/server/db/server-secrets';
import { createTokenKeyring } from '@/server/token-secrets';
import type { TokenSecretSources } from '@/server/token-secrets';

import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

import { deviceCookieOf, login, profile, signIn, withCookie } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let warn: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

afterAll(async () => {
  await server?.close();
});

const unset = { JWT_ACCESS_SECRET: null, JWT_2FA_SECRET: null, DEVICE_COOKIE_SECRET: null };
const sources = (overrides: Partial<TokenSecretSources>): TokenSecretSources => ({
  configured: unset,
  production: false,
  loadShared: (name, candidate) => loadOrStoreServerSecret(server.db, name, candidate),
  ...overrides,
});
const decode = (key: Uint8Array) => new TextDecoder().decode(key);

describe('token secrets', () => {
  it('uses the configured secrets as they are', async () => {
    const keys = await createTokenKeyring(
      sources({ configured: { JWT_ACCESS_SECRET: 'a'.repeat(40), JWT_2FA_SECRET: 'b'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) } }),
    )();
    expect([decode(keys.access), decode(keys.twoFactor), decode(keys.device)]).toEqual(['a'.repeat(40), 'b'.repeat(40), 'd'.repeat(40)]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('outside production, without configuration: one random secret per process, with a warning that shows no value', async () => {
    const first = await createTokenKeyring(sources({}))();
    const second = await createTokenKeyring(sources({}))();
    expect(decode(first.access)).toBe(decode(second.access));
    expect(decode(first.access)).not.toBe(decode(first.twoFactor));
    expect(decode(first.device)).not.toBe(decode(first.access));
    expect(decode(first.access)).toMatch(/^[\w-]{43}$/);
    const logged = warn.mock.calls.flat().join('\n');
    expect(logged).toMatch(/JWT_ACCESS_SECRET is not set/);
    expect(logged).not.toContain(decode(first.access));
    expect(logged).not.toContain(decode(first.twoFactor));
    expect(await server.db.select().from(serverSecrets)).toHaveLength(0);
  });

  it('in production, without configuration: generated once and kept in the database for every instance', async () => {
    const [first, second] = await Promise.all([
      createTokenKeyring(sources({ production: true }))(),
      createTokenKeyring(sources({ production: true }))(),
    ]);
    expect(decode(first.access)).toBe(decode(second.access));
    expect(decode(first.twoFactor)).toBe(decode(second.twoFactor));
    expect(decode(first.device)).toBe(decode(second.device));
    const stored = await server.db.select().from(serverSecrets);
    expect(stored.map((row) => row.name).sort()).toEqual(['DEVICE_COOKIE_SECRET', 'JWT_2FA_SECRET', 'JWT_ACCESS_SECRET']);
    expect(warn.mock.calls.flat().join('\n')).not.toContain(decode(first.access));
  });

  it('in production, one instance accepts the tokens of another (and of itself after a restart)', async () => {
    const production = { production: true, jwtAccessSecret: null, jwt2faSecret: null, deviceCookieSecret: null };
    const instanceA = server.variant(production);
    const instanceB = server.variant(production);
    const session = await signIn(instanceA.api);
    expect((await profile(instanceB.api, session.accessToken)).status).toBe(200);
    // The device cookie A set is verified by B: the device is known there and keeps its id.
    const onA = await login(instanceA.api);
    const cookie = deviceCookieOf(onA.response);
    expect(cookie).not.toBeNull();
    expect(deviceCookieOf((await login(instanceB.api, 'demo', DEMO_PASSWORD, withCookie(cookie))).response)).toBe(cookie);
    expect((await profile(server.variant(production).api, session.accessToken)).status).toBe(200);
    // An instance configured with its own secret does not.
    expect((await profile(server.api, session.accessToken)).status).toBe(401);
  });

  it('warns about a configured secret shorter than 32 characters', async () => {
    const configured = { JWT_ACCESS_SECRET: 'tiny-value-17', JWT_2FA_SECRET: 'c'.repeat(40), DEVICE_COOKIE_SECRET: 'd'.repeat(40) };
    await createTokenKeyring(sources({ configured }))();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/JWT_ACCESS_SECRET is shorter than 32 characters/));
    expect(warn.mock.calls.flat().join('\n')).not.toContain('tiny-value-17');
  });
});
