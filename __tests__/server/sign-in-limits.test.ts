// Wrong passwords and 2FA codes from elsewhere never lock the owner out of a device they signed in from before.
import { createHmac, randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { memberDevices, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

import { demo2faCode, DEVICE_COOKIE, deviceCookieOf, deviceSetCookieOf, login, validate2fa, withCookie } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { newMember } from './helpers/forms';

const WINDOW = 600;
const three = { max: 3, windowSeconds: WINDOW };
// Frozen just after a window starts, so that no window ends in the middle of a test.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / (WINDOW * 1000)) * WINDOW * 1000 + 1000) });

let server: TestApp;
const OWNER_IP = '198.51.100.10';
const ATTACKER_IP = '203.0.113.66';
const owner = () => server.apiFrom(OWNER_IP);
const attacker = () => server.apiFrom(ATTACKER_IP);

beforeAll(async () => {
  server = await createTestApp(
    {
      rateLimits: {
        ...GENEROUS_RATE_LIMITS,
        loginPerUsername: three,
        loginPerKnownDevice: three,
        loginPerIp: { max: 50, windowSeconds: WINDOW },
        twoFactorPerUser: three,
        twoFactorPerKnownDevice: three,
      },
    },
    { now: clock.now },
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => clock.advance(WINDOW));

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

/** Signs in from `api` (with the cookie when given) and answers the status and the device cookie it got. */
async function signInFrom(api: ReturnType<typeof owner>, username: string, password: string, cookie: string | null = null) {
  const { response, body } = await login(api, username, password, withCookie(cookie));
  return { status: response.status, body, cookie: deviceCookieOf(response), response };
}

/** More wrong passwords than the limit, from the attacker's machine (with `cookie` when given). */
async function wrongPasswords(username: string, times = 5, cookie: string | null = null) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await signInFrom(attacker(), username, 'Wrong@12345', cookie)).status);
  return statuses;
}

/** A cookie of the right shape, signed with a key the server does not have. */
const forgedCookie = () => {
  const id = randomBytes(32).toString('base64url');
  return `${DEVICE_COOKIE}=${id}.${createHmac('sha256', 'not-the-key').update(id).digest('base64url')}`;
};

describe('the device cookie', () => {
  it('is set by a completed sign-in: signed, HttpOnly, SameSite=Strict, for the sign-in routes, for a year', async () => {
    const member = await newMember(server.api, 'dcookie');
    const { status, response, cookie } = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}\\.[\\w-]{43}$`));
    const line = deviceSetCookieOf(response) ?? '';
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api\/auth\/client(;|$)/);
    expect(line).toMatch(/; Max-Age=31536000/);
    expect(line).not.toMatch(/; Secure/);
    // The same device keeps its id and its one row, stored hashed (newMember's own sign-in was another device).
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
    const devices = () => server.db.select().from(memberDevices).where(eq(memberDevices.userId, user.id));
    expect(await devices()).toHaveLength(2);
    const again = await signInFrom(owner(), member.username, DEMO_PASSWORD, cookie);
    expect(again.cookie).toBe(cookie);
    const rows = await devices();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.deviceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(cookie?.split('=')[1].split('.')[0]);
  });

  it('is Secure in production', async () => {
    const production = server.variant({ production: true, rateLimits: GENEROUS_RATE_LIMITS }, { now: clock.now });
    const { response } = await login(production.apiFrom(OWNER_IP));
    expect(deviceSetCookieOf(response)).toMatch(/; Secure/);
  });

  it('is not set by a wrong password, nor by the first step of a member with 2FA', async () => {
    expect(deviceCookieOf((await login(owner(), 'demo', 'Wrong@12345')).response)).toBeNull();
    expect(deviceCookieOf((await login(owner(), 'demo2fa')).response)).toBeNull();
  });
});

describe('sign-in by password', () => {
  it("the attacker's wrong passwords stop unknown devices only: the owner's known device gets in, the attacker gets 429", async () => {
    const member = await newMember(server.api, 'downer');
    const { cookie } = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    expect(cookie).not.toBeNull();

    expect(await wrongPasswords(member.username)).toEqual([400, 400, 400, 429, 429]);
    const ownerAgain = await signInFrom(owner(), member.username, DEMO_PASSWORD, cookie);
    expect(ownerAgain.status).toBe(200);
    expect(ownerAgain.body.data.accessToken).toEqual(expect.any(String));

    // The attacker, even with the (phished) right password: no cookie, a forged one, or one with a bad signature.
    const refused = await signInFrom(attacker(), member.username, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.cookie).toBeNull();
    expect((await signInFrom(attacker(), member.username, DEMO_PASSWORD, forgedCookie())).status).toBe(429);
    const tampered = `${cookie?.slice(0, -2)}${cookie?.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signInFrom(attacker(), member.username, DEMO_PASSWORD, tampered)).status).toBe(429);
    const idOnly = cookie?.split('.')[0] ?? '';
    expect((await signInFrom(attacker(), member.username, DEMO_PASSWORD, idOnly)).status).toBe(429);

    // Also from the owner's own address: it is the device that counts.
    expect((await signInFrom(owner(), member.username, DEMO_PASSWORD)).status).toBe(429);
  });

  it("another member's valid device cookie is an unknown device (copied, or replayed for another username)", async () => {
    const victim = await newMember(server.api, 'dvictim');
    const mallory = await newMember(server.api, 'dmallory');
    await signInFrom(owner(), victim.username, DEMO_PASSWORD);
    const malloryCookie = (await signInFrom(attacker(), mallory.username, DEMO_PASSWORD)).cookie;
    expect(malloryCookie).not.toBeNull();

    // Mallory's cookie is known for mallory only: for the victim it counts as unknown.
    expect(await wrongPasswords(victim.username, 4, malloryCookie)).toEqual([400, 400, 400, 429]);
    expect((await signInFrom(attacker(), victim.username, DEMO_PASSWORD, malloryCookie)).status).toBe(429);
    // ...and it still works for mallory herself.
    expect((await signInFrom(attacker(), mallory.username, DEMO_PASSWORD, malloryCookie)).status).toBe(200);
  });

  it("a known device has its own count: the owner's typos stop that device, not the member's other devices", async () => {
    const member = await newMember(server.api, 'dtypo');
    const laptop = (await signInFrom(owner(), member.username, DEMO_PASSWORD)).cookie;
    const phone = (await signInFrom(server.apiFrom('198.51.100.11'), member.username, DEMO_PASSWORD)).cookie;
    expect(phone).not.toBe(laptop);

    for (let i = 0; i < 3; i += 1) expect((await signInFrom(owner(), member.username, 'Wrong@1', laptop)).status).toBe(400);
    expect((await signInFrom(owner(), member.username, DEMO_PASSWORD, laptop)).status).toBe(429);
    expect((await signInFrom(server.apiFrom('198.51.100.11'), member.username, DEMO_PASSWORD, phone)).status).toBe(200);
    // Unknown devices have a count of their own too.
    expect((await signInFrom(server.apiFrom('198.51.100.12'), member.username, DEMO_PASSWORD)).status).toBe(200);
  });

  it('right passwords take their attempts back (failures stay), from a known device as from an unknown one', async () => {
    const member = await newMember(server.api, 'drefund');
    const { cookie } = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    expect((await signInFrom(owner(), member.username, 'Wrong@1', cookie)).status).toBe(400);
    expect((await signInFrom(owner(), member.username, 'Wrong@1', cookie)).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(owner(), member.username, DEMO_PASSWORD, cookie)).status).toBe(200);
    expect((await signInFrom(owner(), member.username, 'Wrong@1', cookie)).status).toBe(400);
    expect((await signInFrom(owner(), member.username, DEMO_PASSWORD, cookie)).status).toBe(429);

    expect((await signInFrom(attacker(), member.username, 'Wrong@1')).status).toBe(400);
    expect((await signInFrom(attacker(), member.username, 'Wrong@1')).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await signInFrom(attacker(), member.username, DEMO_PASSWORD)).status).toBe(200);
    expect((await signInFrom(attacker(), member.username, 'Wrong@1')).status).toBe(400);
    expect((await signInFrom(attacker(), member.username, DEMO_PASSWORD)).status).toBe(429);
  });

  it('forgets a device not signed in from for a year (the cookie lifetime): its cookie is then unknown', async () => {
    const member = await newMember(server.api, 'dold');
    const { cookie } = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    clock.advance(366 * 24 * 60 * 60);
    expect(await wrongPasswords(member.username, 4)).toEqual([400, 400, 400, 429]);
    expect((await signInFrom(owner(), member.username, DEMO_PASSWORD, cookie)).status).toBe(429);
  });

  it('keeps the counts in the database: another instance refuses the attacker and lets the owner in', async () => {
    const member = await newMember(server.api, 'dshared');
    const { cookie } = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    expect(await wrongPasswords(member.username, 3)).toEqual([400, 400, 400]);
    const other = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerUsername: three, loginPerKnownDevice: three } }, { now: clock.now });
    expect((await login(other.apiFrom(ATTACKER_IP), member.username, DEMO_PASSWORD)).response.status).toBe(429);
    expect((await login(other.apiFrom(OWNER_IP), member.username, DEMO_PASSWORD, withCookie(cookie))).response.status).toBe(200);
  });
});

describe('the second factor at sign-in', () => {
  /** demo2fa's password step from `api`; answers the gg2FAToken. */
  async function passwordStep(api: ReturnType<typeof owner>, cookie: string | null = null) {
    const { status, body } = await signInFrom(api, 'demo2fa', DEMO_PASSWORD, cookie);
    expect(status).toBe(200);
    return body.data.gg2FAToken as string;
  }

  const validate = (api: ReturnType<typeof owner>, token: string, code: string, cookie: string | null = null) =>
    api('/api/auth/client/gg-2fa/valid', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...withCookie(cookie) },
      body: JSON.stringify({ code }),
    });

  it("the attacker's wrong codes stop unknown devices only: the owner's known device gets in, the attacker gets 429", async () => {
    // The owner completes a sign-in once: the cookie comes with the session, after the second factor.
    const first = await validate2fa(owner(), await passwordStep(owner()), demo2faCode(clock.now()));
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).not.toBeNull();
    clock.advance(90);

    // The attacker has the phished password: the first step passes; then wrong codes.
    const stolenStep = await passwordStep(attacker());
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await validate(attacker(), stolenStep, '000000')).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);

    const ownerStep = await passwordStep(owner(), cookie);
    const ownerIn = await validate(owner(), ownerStep, demo2faCode(clock.now()), cookie);
    expect(ownerIn.status).toBe(200);
    expect((await ownerIn.json()).data.accessToken).toEqual(expect.any(String));
    clock.advance(90);

    const refused = await validate(attacker(), stolenStep, demo2faCode(clock.now()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await validate(attacker(), stolenStep, demo2faCode(clock.now()), forgedCookie())).status).toBe(429);
  });

  it("the owner's wrong codes on a known device are counted for that device", async () => {
    const first = await validate2fa(owner(), await passwordStep(owner()), demo2faCode(clock.now()));
    const cookie = deviceCookieOf(first);
    clock.advance(90);
    const step = await passwordStep(owner(), cookie);
    for (let i = 0; i < 3; i += 1) expect((await validate(owner(), step, '000000', cookie)).status).toBe(400);
    expect((await validate(owner(), step, demo2faCode(clock.now()), cookie)).status).toBe(429);
    // An unknown device's count is another one.
    expect((await validate(attacker(), await passwordStep(attacker()), demo2faCode(clock.now()))).status).toBe(200);
  });
});
