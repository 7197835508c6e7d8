// A member's new device, locked out by someone else's wrong passwords, gets through with an e-mailed unlock link:
// the link makes the device that opens it known (its own count), and signs no one in.
import { asc, eq } from 'drizzle-orm';

import { outbox, securityTokens, users } from '@/server/db/schema';
import { DEMO_ANTI_PHISHING_PHRASE, DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';

import { demo2faCode, deviceCookieOf, login, postJson, refreshCookieOf, withCookie } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_PUBLIC_URL } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const WINDOW = 3600;
const three = { max: 3, windowSeconds: WINDOW };
// Frozen just after a window starts, so that no window ends in the middle of a test.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / (WINDOW * 1000)) * WINDOW * 1000 + 1000) });

const LOCKED = {
  statusCode: 429,
  code: 'SIGN_IN_LOCKED',
  message: 'Too many attempts from new devices: try again later, or get an unlock link by e-mail',
};
const LINK_ANSWER = {
  statusCode: 200,
  message: 'If the account exists, an unlock link has been e-mailed to its owner',
  data: { message: 'If the account exists, an unlock link has been e-mailed to its owner' },
};
const INVALID_LINK = {
  statusCode: 400,
  code: 'UNLOCK_LINK_INVALID',
  message: 'This unlock link is invalid, expired or already used',
  errors: { token: 'This unlock link is invalid, expired or already used' },
  fieldCodes: { token: 'UNLOCK_LINK_INVALID' },
};

let server: TestApp;
const OWNER_IP = '198.51.100.40';
const ATTACKER_IP = '203.0.113.77';
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
        unlockLinkPerIp: { max: 5, windowSeconds: WINDOW },
        unlockLinkPerName: three,
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

type Api = ReturnType<typeof owner>;

const requestLink = (api: Api, username: string) => api('/api/auth/client/unlock-link', postJson({ username }));
const openLink = (api: Api, token: string, cookie: string | null = null) =>
  api('/api/auth/client/unlock-device', postJson({ token }, withCookie(cookie)));
const mailsTo = (email: string) => server.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

async function signInFrom(api: Api, username: string, password: string, cookie: string | null = null) {
  const { response, body } = await login(api, username, password, withCookie(cookie));
  return { status: response.status, body, response };
}

/** Wrong passwords from the attacker's machine until unknown devices are refused. */
async function lockOut(username: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await signInFrom(attacker(), username, 'Wrong@12345')).status);
  expect(statuses).toEqual([400, 400, 400, 429]);
}

/** The token of the last unlock link mailed to `email`. */
async function lastLinkTo(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((row) => row.kind === 'SIGN_IN_UNLOCK').at(-1)!;
  const url = new RegExp(`${TEST_PUBLIC_URL}/unlock-sign-in\\?token=[\\w-]{43}`).exec(mail.body)![0];
  return new URL(url).searchParams.get('token')!;
}

describe('the sign-in lockout on new devices', () => {
  it('is answered with its own code, the same for a member and for a name no one has', async () => {
    const member = await newMember(server.api, 'ulcode');
    await lockOut(member.username);
    const refused = await signInFrom(owner(), member.username, DEMO_PASSWORD);
    expect(refused.body).toEqual(LOCKED);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);

    await lockOut('nobody-here');
    expect((await signInFrom(attacker(), 'nobody-here', DEMO_PASSWORD)).body).toEqual(LOCKED);
  });
});

describe('the unlock link', () => {
  it('lets the owner through on the device that opens it, with the right password; a used link is refused', async () => {
    const email = 'demo@example.com';
    await lockOut('demo');
    expect((await signInFrom(owner(), 'demo', DEMO_PASSWORD)).status).toBe(429);

    // The owner asks for the link from the locked sign-in page (by username or e-mail: one answer).
    const asked = await requestLink(owner(), 'demo');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual(LINK_ANSWER);

    // The mail goes to the member's own address, in their language, with their anti-phishing code and the asker's IP.
    const mail = (await mailsTo(email)).at(-1)!;
    expect(mail).toMatchObject({ kind: 'SIGN_IN_UNLOCK', language: 'vi-VN', subject: 'Mở khóa đăng nhập FilHub trên thiết bị mới' });
    expect(mail.body.split('\n')[0]).toContain(DEMO_ANTI_PHISHING_PHRASE);
    expect(mail.html).toContain(DEMO_ANTI_PHISHING_PHRASE);
    expect(mail.body).toContain(OWNER_IP);
    expect(mail.body).toContain('20 phút');
    const token = await lastLinkTo(email);
    // Stored hashed only.
    const rows = await server.db.select().from(securityTokens).where(eq(securityTokens.tokenHash, hashOpaqueToken(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('SIGN_IN_UNLOCK');
    expect(JSON.stringify(await server.db.select().from(securityTokens))).not.toContain(token);

    // A fresh device opens it: it gets the device cookie, and no session (the link signs no one in).
    const opened = await openLink(owner(), token);
    expect(opened.status).toBe(200);
    expect((await opened.json()).message).toBe('This device is unlocked, sign in with your password');
    const cookie = deviceCookieOf(opened);
    expect(cookie).toMatch(/^filhub_device=[\w-]{43}\.[\w-]{43}$/);
    expect(refreshCookieOf(opened)).toBeNull();

    // That device still needs the password: a wrong one is refused, the right one signs in.
    expect((await signInFrom(owner(), 'demo', 'Wrong@12345', cookie)).status).toBe(400);
    const signedIn = await signInFrom(owner(), 'demo', DEMO_PASSWORD, cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.accessToken).toEqual(expect.any(String));
    expect(deviceCookieOf(signedIn.response)).toBe(cookie);

    // Other devices stay locked, the attacker's and the owner's own other browsers alike.
    expect((await signInFrom(attacker(), 'demo', DEMO_PASSWORD)).status).toBe(429);
    expect((await signInFrom(owner(), 'demo', DEMO_PASSWORD)).status).toBe(429);

    // Used once: the same link again is refused, on any device.
    const again = await openLink(attacker(), token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_LINK);
    expect(deviceCookieOf(again)).toBeNull();
  });

  it('is refused once expired (20 minutes), and a newer link retires the older one', async () => {
    const member = await newMember(server.api, 'ulexp');
    const email = `${member.username}@example.com`;
    await lockOut(member.username);
    await requestLink(owner(), member.username);
    const expiring = await lastLinkTo(email);
    clock.advance(20 * 60 + 1);
    const late = await openLink(owner(), expiring);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual(INVALID_LINK);

    await requestLink(owner(), email);
    const older = await lastLinkTo(email);
    await requestLink(owner(), member.username);
    const newer = await lastLinkTo(email);
    expect(newer).not.toBe(older);
    expect((await openLink(owner(), older)).status).toBe(400);
    expect((await openLink(owner(), newer)).status).toBe(200);
  });

  it('answers the same for a name no one has and mails nothing; a made-up token is refused', async () => {
    const before = await server.db.select().from(outbox);
    const response = await requestLink(attacker(), 'no-such-member');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(LINK_ANSWER);
    expect(await server.db.select().from(outbox)).toHaveLength(before.length);
    const madeUp = await openLink(attacker(), 'A'.repeat(43));
    expect(madeUp.status).toBe(400);
    expect((await madeUp.json()).code).toBe('UNLOCK_LINK_INVALID');
  });

  it('is limited per name typed and per IP, alike for members and names no one has (no count tells two names apart)', async () => {
    const member = await newMember(server.api, 'ullimit');
    const email = `${member.username}@example.com`;
    const byName = [];
    for (let i = 0; i < 4; i += 1) byName.push((await requestLink(server.apiFrom(`198.51.100.4${i}`), member.username)).status);
    expect(byName).toEqual([200, 200, 200, 429]);
    expect((await mailsTo(email)).filter((row) => row.kind === 'SIGN_IN_UNLOCK')).toHaveLength(3);
    const refused = await requestLink(server.apiFrom('198.51.100.45'), member.username);
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
    // The member's e-mail address has its own count: were it shared, the 429 would say both name the same member.
    expect((await requestLink(server.apiFrom('198.51.100.46'), email)).status).toBe(200);

    const unknown = [];
    for (let i = 0; i < 4; i += 1) unknown.push((await requestLink(server.apiFrom(`198.51.100.5${i}`), 'no-such-member')).status);
    expect(unknown).toEqual([200, 200, 200, 429]);

    const perIp = [];
    for (let i = 0; i < 6; i += 1) perIp.push((await requestLink(server.apiFrom('198.51.100.60'), `nobody${i}`)).status);
    expect(perIp).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('is bound to its member: the unlocked device is still unknown to another member', async () => {
    const alice = await newMember(server.api, 'ulalice');
    const bob = await newMember(server.api, 'ulbob');
    const aliceMail = `${alice.username}@example.com`;
    await lockOut(alice.username);
    await lockOut(bob.username);
    await requestLink(owner(), alice.username);
    const opened = await openLink(owner(), await lastLinkTo(aliceMail));
    const cookie = deviceCookieOf(opened);
    expect((await signInFrom(owner(), bob.username, DEMO_PASSWORD, cookie)).status).toBe(429);
    // Alice's first sign-in from the device: still news to her (a notice and an e-mail), as from any new device.
    const notices = async () => (await mailsTo(aliceMail)).filter((row) => row.kind === 'NEW_DEVICE_SIGN_IN').length;
    const before = await notices();
    expect((await signInFrom(owner(), alice.username, DEMO_PASSWORD, cookie)).status).toBe(200);
    expect(await notices()).toBe(before + 1);
    expect((await signInFrom(owner(), alice.username, DEMO_PASSWORD, cookie)).status).toBe(200);
    expect(await notices()).toBe(before + 1);
  });

  it("replaces another member's device cookie rather than making that device known", async () => {
    const alice = await newMember(server.api, 'ulcopy');
    const mallory = await newMember(server.api, 'ulmal');
    const malloryCookie = deviceCookieOf((await signInFrom(attacker(), mallory.username, DEMO_PASSWORD)).response);
    await lockOut(alice.username);
    await requestLink(owner(), alice.username);
    const opened = await openLink(owner(), await lastLinkTo(`${alice.username}@example.com`), malloryCookie);
    const cookie = deviceCookieOf(opened);
    expect(cookie).not.toBe(malloryCookie);
    expect((await signInFrom(attacker(), alice.username, DEMO_PASSWORD, malloryCookie)).status).toBe(429);
    expect((await signInFrom(owner(), alice.username, DEMO_PASSWORD, cookie)).status).toBe(200);
  });

  it('still asks a member with 2FA for the code', async () => {
    await lockOut('demo2fa');
    await requestLink(owner(), 'demo2fa');
    const [{ email }] = await server.db.select({ email: users.email }).from(users).where(eq(users.username, 'demo2fa'));
    const cookie = deviceCookieOf(await openLink(owner(), await lastLinkTo(email)));
    const step = await signInFrom(owner(), 'demo2fa', DEMO_PASSWORD, cookie);
    expect(step.status).toBe(200);
    expect(step.body.data).toMatchObject({ accessToken: null, validGG2FA: false });
    const signedIn = await owner()(
      '/api/auth/client/gg-2fa/valid',
      postJson({ code: demo2faCode(clock.now()) }, { authorization: `Bearer ${step.body.data.gg2FAToken}`, ...withCookie(cookie) }),
    );
    expect(signedIn.status).toBe(200);
  });
});

describe("a thief's probes of the unlock link", () => {
  it('answers 413 for a 1 MB body and 400 for a NUL byte, mailing nothing', async () => {
    const before = (await mailsTo('demo@example.com')).length;
    const big = await owner()('/api/auth/client/unlock-link', postJson({ username: 'demo', padding: 'x'.repeat(1024 * 1024) }));
    expect(big.status).toBe(413);
    const nul = await requestLink(owner(), 'demo\u0000');
    expect(nul.status).toBe(400);
    const nulToken = await openLink(owner(), `${'a'.repeat(42)}\u0000`);
    expect(nulToken.status).toBe(400);
    expect((await mailsTo('demo@example.com')).length).toBe(before);
  });

  it('does not reset the per-IP count with a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const forged = `198.18.0.${i + 1}`;
      const answer = await attacker()('/api/auth/client/unlock-link', postJson({ username: `nobody${i}` }, { 'x-forwarded-for': forged }));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('unlocks once when the same link is opened twenty times at once', async () => {
    await lockOut('demo');
    expect((await requestLink(owner(), 'demo')).status).toBe(200);
    const token = await lastLinkTo('demo@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => openLink(owner(), token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
  });
});
