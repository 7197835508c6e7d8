import { desc, eq } from 'drizzle-orm';

import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@/contract/second-factors';
import { outbox, passkeys, signIns, webauthnChallenges } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

import { securityChangesOf } from './helpers/alerts';
import { bearer, deviceCookieOf, login, postJson, profile, refreshCookieOf } from './helpers/auth';
import { json } from './helpers/forms';
import { fundedMember, secure } from './helpers/orders';
import { SoftAuthenticator } from './helpers/softAuthenticator';
import type { Tampering } from './helpers/softAuthenticator';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_PUBLIC_URL } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { readyToWithdraw } from './helpers/withdrawals';

// Frozen at the start of a 30-second TOTP step; tests move it.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / 30_000) * 30_000) });
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Api = TestApp['api'];
type Member = Awaited<ReturnType<typeof fundedMember>>;

const api = (path: string, body: unknown, headers: Record<string, string> = {}, via: Api = server.api) =>
  via(`/api/auth/client/${path}`, postJson(body, headers));
const data = async <T>(response: Response | Promise<Response>): Promise<T> => {
  const answer = await response;
  const body = await answer.json();
  if (answer.status !== 200) throw new Error(`${answer.status}: ${JSON.stringify(body)}`);
  return body.data as T;
};

/** The answer's field code under `field` (the status must be 400). */
async function refusal(response: Response | Promise<Response>, field = 'response') {
  const { status, body } = await json(await response);
  expect({ status, message: body.message }).toEqual({ status: 400, message: expect.any(String) });
  return body.fieldCodes?.[field] ?? body.code;
}

/** The authenticator codes of members who turned 2FA on here: adding a passkey then needs one. */
const nextCodes = new Map<string, () => string>();

/** What confirms adding a passkey: the secure password, and with 2FA on the member's next code. */
const confirmation = (member: Member) => {
  const code = nextCodes.get(member.id)?.();
  return code ? { ...secure, code } : { ...secure };
};

const registrationOptions = (member: Member, headers: Record<string, string> = {}) =>
  data<PasskeyCreationOptions>(api('passkeys/registration/options', confirmation(member), { ...member.auth, ...headers }));

/** A member's new passkey on `authenticator` (made for the portal's origin). */
async function addPasskey(member: Member, authenticator = new SoftAuthenticator(TEST_PUBLIC_URL), name?: string) {
  const options = await registrationOptions(member);
  const added = await data<{ id: string; name: string }>(
    api('passkeys/registration', { name, response: authenticator.register(options) }, member.auth),
  );
  return { authenticator, passkey: added };
}

const signInOptions = (via: Api = server.api) => data<PasskeyRequestOptions>(api('passkey/sign-in/options', {}, {}, via));
const passkeySignIn = (response: unknown, headers: Record<string, string> = {}, via: Api = server.api) =>
  api('passkey/sign-in', { response }, headers, via);

/** "Sign in with a passkey" from start to end; answers the sign-in's response. */
async function signInWith(authenticator: SoftAuthenticator, tamper: Tampering = {}) {
  return passkeySignIn(authenticator.authenticate(await signInOptions(), tamper));
}

const alertsOf = (username: string) => securityChangesOf(server.db, username);

/** Turns 2FA on for the member; answers a function giving the code of the clock's next step. */
async function turnOn2fa(member: Member) {
  const { secret } = await data<{ secret: string }>(server.api('/api/auth/client/gg-2fa/setup', { headers: member.auth }));
  await data(api('gg-2fa/enable', { ...secure, code: totpCode(secret, clock.now().getTime()) }, member.auth));
  const next = () => {
    clock.advance(30);
    return totpCode(secret, clock.now().getTime());
  };
  nextCodes.set(member.id, next);
  return next;
}

async function gg2FAToken(username: string, via: Api = server.api) {
  const { body } = await login(via, username);
  expect(body.data.validGG2FA).toBe(false);
  return body.data.gg2FAToken as string;
}

describe('adding a passkey (Setting → Security)', () => {
  it('asks for the secure password first, then answers options for PUBLIC_URL (never the Host): resident key, user verification', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    expect(await refusal(api('passkeys/registration/options', {}, member.auth), 'securePassword')).toBe('SECURE_PASSWORD_MISSING');
    expect(await refusal(api('passkeys/registration/options', { securePassword: 'Wrong@123' }, member.auth), 'securePassword')).toBe(
      'SECURE_PASSWORD_WRONG',
    );

    const response = await api('passkeys/registration/options', secure, { ...member.auth, host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const options = (await response.json()).data as PasskeyCreationOptions;
    expect(options).toMatchObject({
      rp: { id: 'portal.test', name: 'FilHub' },
      user: { id: Buffer.from(member.id.replace(/-/g, ''), 'hex').toString('base64url'), name: member.username, displayName: 'Lê Văn Thử' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      excludeCredentials: [],
    });
    expect(options.challenge).toMatch(/^[\w-]{43}$/);
    // The challenge is stored for this member and purpose, for 5 minutes.
    const [stored] = await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge));
    expect(stored).toMatchObject({ purpose: 'REGISTER', userId: member.id, usedAt: null });
    expect(stored.expiresAt.getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
  });

  it('stores a verified passkey, lists it without its key or credential id, and alerts the member', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator, passkey } = await addPasskey(member, undefined, 'My laptop');
    expect(passkey).toEqual({ id: expect.any(String), name: 'My laptop', createdAt: clock.now().toISOString(), lastUsedAt: null });

    const listed = await server.api('/api/auth/client/passkeys', { headers: member.auth });
    const text = await listed.text();
    expect(JSON.parse(text).data).toEqual([passkey]);
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect(row).toMatchObject({ credentialId: authenticator.id, counter: 0, transports: '["internal"]', backedUp: false });
    expect(text).not.toContain(row.credentialId);
    expect(text).not.toContain(row.publicKey);
    expect(await alertsOf(member.username)).toContain('PASSKEY_ADDED');
    const [mail] = await server.db.select().from(outbox).where(eq(outbox.to, `${member.username}@example.com`)).orderBy(desc(outbox.id)).limit(1);
    expect(mail).toMatchObject({ kind: 'SECURITY_ALERT', language: 'vi-VN' });
    expect(mail.body).toContain('Một khóa truy cập (passkey) đã được thêm vào tài khoản của bạn');

    // The next options exclude it, so the browser does not make it twice.
    expect((await registrationOptions(member)).excludeCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
  });

  it('names it after the device when no name is given', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const options = await registrationOptions(member);
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const added = await data<{ name: string }>(
      api('passkeys/registration', { response: new SoftAuthenticator(TEST_PUBLIC_URL).register(options) }, { ...member.auth, 'user-agent': ua }),
    );
    expect(added.name).toBe('Chrome on Linux');
  });

  it("refuses a replayed answer, another member's challenge, another purpose's, an expired one, and the same passkey twice", async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const other = await fundedMember(server.api, server.db, 'pk');
    const authenticator = new SoftAuthenticator(TEST_PUBLIC_URL);
    const response = authenticator.register(await registrationOptions(member));
    expect((await api('passkeys/registration', { response }, member.auth)).status).toBe(200);
    expect(await refusal(api('passkeys/registration', { response }, member.auth))).toBe('PASSKEY_CHALLENGE_INVALID');

    const othersChallenge = new SoftAuthenticator(TEST_PUBLIC_URL).register(await registrationOptions(other));
    expect(await refusal(api('passkeys/registration', { response: othersChallenge }, member.auth))).toBe('PASSKEY_CHALLENGE_INVALID');
    // Still good for its own member: refusing it did not spend it.
    expect((await api('passkeys/registration', { response: othersChallenge }, other.auth)).status).toBe(200);

    const signInChallenge = await signInOptions();
    const wrongPurpose = new SoftAuthenticator(TEST_PUBLIC_URL).register({ ...(await registrationOptions(member)), challenge: signInChallenge.challenge });
    expect(await refusal(api('passkeys/registration', { response: wrongPurpose }, member.auth))).toBe('PASSKEY_CHALLENGE_INVALID');

    const late = await registrationOptions(member);
    clock.advance(5 * 60 + 1);
    expect(await refusal(api('passkeys/registration', { response: new SoftAuthenticator(TEST_PUBLIC_URL).register(late) }, member.auth))).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );

    const twice = authenticator.register(await registrationOptions(member));
    expect(await refusal(api('passkeys/registration', { response: twice }, member.auth))).toBe('PASSKEY_ALREADY_ADDED');
    expect(await refusal(api('passkeys/registration', { response: authenticator.register(await registrationOptions(other)) }, other.auth))).toBe(
      'PASSKEY_ALREADY_ADDED',
    );
  });

  it('refuses an answer for another origin or RP ID, without user verification, or not of a creation', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const cases: Tampering[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://portal.test' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { type: 'webauthn.get' },
    ];
    for (const tamper of cases) {
      const response = new SoftAuthenticator(TEST_PUBLIC_URL).register(await registrationOptions(member), tamper);
      expect({ tamper, code: await refusal(api('passkeys/registration', { response }, member.auth)) }).toEqual({ tamper, code: 'PASSKEY_NOT_ACCEPTED' });
    }
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
  });

  it('refuses malformed answers with a field code and never a 500', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const good = new SoftAuthenticator(TEST_PUBLIC_URL).register(await registrationOptions(member));
    for (const response of [null, 'x', { ...good, id: 'not base64!' }, { ...good, type: 'password' }, { ...good, response: { ...good.response, clientDataJSON: 'e30' } }]) {
      const answer = await json(await api('passkeys/registration', { response }, member.auth));
      expect(answer.status).toBe(400);
      expect(Object.values(answer.body.fieldCodes)).toEqual([expect.stringMatching(/^PASSKEY_/)]);
    }
  });

  it('allows at most ten passkeys', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    await server.db.insert(passkeys).values(
      Array.from({ length: 10 }, (_, index) => ({
        userId: member.id,
        credentialId: `limit-${member.id}-${index}`,
        publicKey: 'x',
        counter: 0,
        transports: '[]',
        deviceType: 'singleDevice',
        backedUp: false,
        name: `Key ${index}`,
      })),
    );
    expect(await refusal(api('passkeys/registration/options', secure, member.auth))).toBe('PASSKEY_LIMIT');
  });

  it('is not made with the login password alone (a phisher has it): no challenge is issued, nothing can be registered', async () => {
    const member = await fundedMember(server.api, server.db, 'pkphish');
    const challenges = async () => server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, member.id));
    expect(await refusal(api('passkeys/registration/options', { password: DEMO_PASSWORD }, member.auth), 'securePassword')).toBe(
      'SECURE_PASSWORD_MISSING',
    );
    expect(await refusal(api('passkeys/registration/options', { securePassword: DEMO_PASSWORD }, member.auth), 'securePassword')).toBe(
      'SECURE_PASSWORD_WRONG',
    );
    expect(await challenges()).toEqual([]);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    expect(await alertsOf(member.username)).not.toContain('PASSKEY_ADDED');
  });

  it('with 2FA on, also asks for the authenticator code before the options (each code once)', async () => {
    const member = await fundedMember(server.api, server.db, 'pk2fa');
    const nextCode = await turnOn2fa(member);
    nextCodes.delete(member.id);
    expect(await refusal(api('passkeys/registration/options', secure, member.auth), 'code')).toBe('CODE_MISSING');
    expect(await refusal(api('passkeys/registration/options', { ...secure, code: '000000' }, member.auth), 'code')).toBe('INVALID_VERIFICATION_CODE');
    const code = nextCode();
    const options = await data<PasskeyCreationOptions>(api('passkeys/registration/options', { ...secure, code }, member.auth));
    expect(await refusal(api('passkeys/registration/options', { ...secure, code }, member.auth), 'code')).toBe('CODE_ALREADY_USED');
    const added = await api('passkeys/registration', { response: new SoftAuthenticator(TEST_PUBLIC_URL).register(options) }, member.auth);
    expect(added.status).toBe(200);
  });
});

describe('renaming and removing a passkey', () => {
  it('renames the member\'s own passkey only', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const other = await fundedMember(server.api, server.db, 'pk');
    const { passkey } = await addPasskey(member);
    const rename = (id: string, body: unknown, auth = member.auth) =>
      server.api(`/api/auth/client/passkeys/${id}`, { ...postJson(body, auth), method: 'PATCH' });

    expect(await data(rename(passkey.id, { name: '  Phone  ' }))).toMatchObject({ id: passkey.id, name: 'Phone' });
    expect((await json(await rename(passkey.id, { name: '' }))).body.fieldCodes).toEqual({ name: 'PASSKEY_NAME_REQUIRED' });
    expect((await json(await rename(passkey.id, { name: 'x'.repeat(51) }))).body.fieldCodes).toEqual({ name: 'PASSKEY_NAME_TOO_LONG' });
    expect((await json(await rename(passkey.id, { name: 'Mine now' }, other.auth))).body).toEqual({ statusCode: 404, code: 'PASSKEY_NOT_FOUND', message: 'Passkey not found' });
    expect((await rename('not-an-id', { name: 'x' })).status).toBe(404);
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row.name).toBe('Phone');
  });

  it('removes it with the login password, alerts the member, and it no longer signs in', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const other = await fundedMember(server.api, server.db, 'pk');
    const { authenticator, passkey } = await addPasskey(member);
    const remove = (body: unknown, auth = member.auth) => api(`passkeys/${passkey.id}/remove`, body, auth);

    expect(await refusal(remove({}), 'password')).toBe('PASSWORD_REQUIRED');
    expect(await refusal(remove({ password: 'Wrong@123' }), 'password')).toBe('PASSWORD_WRONG');
    expect((await remove({ password: DEMO_PASSWORD }, other.auth)).status).toBe(404);
    expect(await data(remove({ password: DEMO_PASSWORD }))).toEqual({ message: 'Passkey removed' });
    expect(await data(server.api('/api/auth/client/passkeys', { headers: member.auth }))).toEqual([]);
    expect(await alertsOf(member.username)).toContain('PASSKEY_REMOVED');
    expect((await remove({ password: DEMO_PASSWORD })).status).toBe(404);
    expect(await refusal(signInWith(authenticator))).toBe('PASSKEY_UNKNOWN');
  });
});

describe('"Sign in with a passkey" (no password)', () => {
  it('answers options for any passkey of the site, with user verification', async () => {
    const response = await api('passkey/sign-in/options', {}, { host: 'evil.example' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const options = (await response.json()).data as PasskeyRequestOptions;
    expect(options).toMatchObject({ rpId: 'portal.test', userVerification: 'required', allowCredentials: [] });
    const [stored] = await server.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.challenge, options.challenge));
    expect(stored).toMatchObject({ purpose: 'SIGN_IN', userId: null });
  });

  it('signs the member in as a password sign-in does: session, refresh and device cookies, a sign-in record', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator, passkey } = await addPasskey(member);
    clock.advance(60);
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ statusCode: 200, message: 'Signed in', data: { accessToken: expect.any(String), refreshToken: null } });
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{43}$/);
    expect(deviceCookieOf(response)).not.toBeNull();
    expect((await (await profile(server.api, body.data.accessToken)).json()).data.username).toBe(member.username);

    const [record] = await server.db.select().from(signIns).where(eq(signIns.userId, member.id)).orderBy(desc(signIns.id)).limit(1);
    expect(record).toMatchObject({ withSecondFactor: true, createdAt: clock.now() });
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: clock.now() });
    const listed = await data<{ lastUsedAt: string }[]>(server.api('/api/auth/client/passkeys', { headers: member.auth }));
    expect(listed[0].lastUsedAt).toBe(clock.now().toISOString());
  });

  it('needs no authenticator code for a member with 2FA on (a verified passkey is two factors)', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    await turnOn2fa(member);
    const { authenticator } = await addPasskey(member);
    expect((await login(server.api, member.username)).body.data.validGG2FA).toBe(false);
    const response = await signInWith(authenticator);
    expect(response.status).toBe(200);
    expect((await response.json()).data.accessToken).toEqual(expect.any(String));
  });

  it('refuses a replayed answer: of two sign-ins with the same answer at once, exactly one gets in', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator } = await addPasskey(member);
    const answer = authenticator.authenticate(await signInOptions());
    const results = await Promise.all([passkeySignIn(answer), passkeySignIn(answer), passkeySignIn(answer)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400, 400]);
    expect(await refusal(passkeySignIn(answer))).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('refuses a passkey nobody has, one signed by another key, and one naming another member', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const other = await fundedMember(server.api, server.db, 'pk');
    const { authenticator } = await addPasskey(member);
    await addPasskey(other);
    expect(await refusal(signInWith(new SoftAuthenticator(TEST_PUBLIC_URL)))).toBe('PASSKEY_UNKNOWN');

    const forger = new SoftAuthenticator(TEST_PUBLIC_URL);
    const forged = forger.authenticate(await signInOptions());
    expect(await refusal(passkeySignIn({ ...forged, id: authenticator.id, rawId: authenticator.id }))).toBe('PASSKEY_NOT_ACCEPTED');

    const otherHandle = Buffer.from(other.id.replace(/-/g, ''), 'hex').toString('base64url');
    expect(await refusal(signInWith(authenticator, { userHandle: otherHandle }))).toBe('PASSKEY_NOT_ACCEPTED');
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  it('refuses an answer for another origin or RP ID, without user verification, or of the wrong type', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator } = await addPasskey(member);
    const cases: Tampering[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://portal.test:8443' },
      { rpId: 'evil.example' },
      { userVerified: false },
      { type: 'webauthn.create' },
    ];
    for (const tamper of cases) {
      expect({ tamper, code: await refusal(signInWith(authenticator, tamper)) }).toEqual({ tamper, code: 'PASSKEY_NOT_ACCEPTED' });
    }
    // A challenge the server never issued.
    const options = await signInOptions();
    expect(await refusal(passkeySignIn(authenticator.authenticate({ ...options, challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVyLWF0LWFsbC0x' })))).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );
    expect((await signInWith(authenticator)).status).toBe(200);
  });

  it('refuses a signature counter that does not go up (a cloned authenticator)', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator, passkey } = await addPasskey(member);
    expect((await signInWith(authenticator, { counter: 5 })).status).toBe(200);
    expect(await refusal(signInWith(authenticator, { counter: 3 }))).toBe('PASSKEY_NOT_ACCEPTED');
    expect(await refusal(signInWith(authenticator, { counter: 5 }))).toBe('PASSKEY_NOT_ACCEPTED');
    const [row] = await server.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row.counter).toBe(5);
    expect((await signInWith(authenticator, { counter: 6 })).status).toBe(200);
  });

  it("refuses a challenge issued for another purpose (a member's money confirmation, a 2FA step)", async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    await turnOn2fa(member);
    const { authenticator } = await addPasskey(member);
    const money = await data<PasskeyRequestOptions>(api('passkeys/confirmation/options', {}, member.auth));
    expect(await refusal(passkeySignIn(authenticator.authenticate(money)))).toBe('PASSKEY_CHALLENGE_INVALID');
    const step = await data<PasskeyRequestOptions>(api('gg-2fa/passkey/options', {}, bearer(await gg2FAToken(member.username))));
    expect(await refusal(passkeySignIn(authenticator.authenticate(step)))).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('counts failed passkey sign-ins like wrong passwords, and limits the challenges per address', async () => {
    const tight = server.variant(
      {
        rateLimits: {
          ...GENEROUS_RATE_LIMITS,
          loginPerIp: { max: 2, windowSeconds: 900 },
          passkeyChallenges: { max: 4, windowSeconds: 900 },
        },
      },
      { now: clock.now },
    );
    clock.advance(900);
    const from = tight.apiFrom('198.51.100.77');
    const nobody = new SoftAuthenticator(TEST_PUBLIC_URL);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await refusal(passkeySignIn(nobody.authenticate(await signInOptions(from)), {}, from))).toBe('PASSKEY_UNKNOWN');
    }
    const limited = await passkeySignIn(nobody.authenticate(await signInOptions(from)), {}, from);
    expect(limited.status).toBe(429);
    // Three challenges so far: the fourth is the last for that address within the window.
    expect((await api('passkey/sign-in/options', {}, {}, from)).status).toBe(200);
    expect((await api('passkey/sign-in/options', {}, {}, from)).status).toBe(429);
    expect((await api('passkey/sign-in/options', {}, {}, tight.apiFrom('198.51.100.78'))).status).toBe(200);
  });

  it('gives back the challenge count of every completed ceremony: only unanswered or failed ones use up the limit', async () => {
    const tight = server.variant(
      { rateLimits: { ...GENEROUS_RATE_LIMITS, passkeyChallenges: { max: 2, windowSeconds: 900 } } },
      { now: clock.now },
    );
    clock.advance(900);
    const member = await fundedMember(server.api, server.db, 'pk');
    const authenticator = (await addPasskey(member)).authenticator;
    const from = tight.apiFrom('198.51.100.79');
    for (let round = 0; round < 4; round += 1) {
      expect((await passkeySignIn(authenticator.authenticate(await signInOptions(from)), {}, from)).status).toBe(200);
    }
    // Unanswered challenges are not given back.
    await signInOptions(from);
    await signInOptions(from);
    expect((await api('passkey/sign-in/options', {}, {}, from)).status).toBe(429);
  });
});

describe('a passkey as the second factor at sign-in (/authentication)', () => {
  it('tells the step whether the member has a passkey, and signs in with one in place of the code', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    await turnOn2fa(member);
    const token = await gg2FAToken(member.username);
    expect(await data(server.api('/api/auth/client/gg-2fa/methods', { headers: bearer(token) }))).toEqual({ passkey: false });
    expect(await refusal(api('gg-2fa/passkey/options', {}, bearer(token)))).toBe('NO_PASSKEY');

    const { authenticator } = await addPasskey(member);
    expect(await data(server.api('/api/auth/client/gg-2fa/methods', { headers: bearer(token) }))).toEqual({ passkey: true });
    const options = await data<PasskeyRequestOptions>(api('gg-2fa/passkey/options', {}, bearer(token)));
    expect(options.allowCredentials).toEqual([{ id: authenticator.id, type: 'public-key', transports: ['internal'] }]);
    const response = await api('gg-2fa/passkey', { response: authenticator.authenticate(options) }, bearer(token));
    expect(response.status).toBe(200);
    expect(refreshCookieOf(response)).not.toBeNull();
    const [record] = await server.db.select().from(signIns).where(eq(signIns.userId, member.id)).orderBy(desc(signIns.id)).limit(1);
    expect(record).toMatchObject({ withSecondFactor: true, createdAt: clock.now() });
  });

  it("is scoped to the member of the step: another member's passkey or challenge is refused", async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const other = await fundedMember(server.api, server.db, 'pk');
    await turnOn2fa(member);
    await turnOn2fa(other);
    const mine = (await addPasskey(member)).authenticator;
    const theirs = (await addPasskey(other)).authenticator;
    const token = await gg2FAToken(member.username);
    const othersToken = await gg2FAToken(other.username);

    const options = await data<PasskeyRequestOptions>(api('gg-2fa/passkey/options', {}, bearer(token)));
    expect(await refusal(api('gg-2fa/passkey', { response: theirs.authenticate(options) }, bearer(token)))).toBe('PASSKEY_UNKNOWN');
    const othersOptions = await data<PasskeyRequestOptions>(api('gg-2fa/passkey/options', {}, bearer(othersToken)));
    expect(await refusal(api('gg-2fa/passkey', { response: mine.authenticate(othersOptions) }, bearer(token)))).toBe('PASSKEY_CHALLENGE_INVALID');
    // A sign-in challenge is not a step's.
    expect(await refusal(api('gg-2fa/passkey', { response: mine.authenticate(await signInOptions()) }, bearer(token)))).toBe('PASSKEY_CHALLENGE_INVALID');
    expect((await api('gg-2fa/passkey', { response: mine.authenticate(options) }, bearer(token))).status).toBe(200);
  });

  it('opens only with the step token', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    await turnOn2fa(member);
    await addPasskey(member);
    expect((await api('gg-2fa/passkey/options', {}, member.auth)).status).toBe(401);
    expect((await api('gg-2fa/passkey/options', {})).status).toBe(401);
    expect((await server.api('/api/auth/client/gg-2fa/methods', { headers: member.auth })).status).toBe(401);
  });
});

describe('a passkey confirming a money operation in place of the code', () => {
  async function memberWithPasskeyAnd2fa() {
    const member = await fundedMember(server.api, server.db, 'pkm', { USDT: '100' });
    const nextCode = await turnOn2fa(member);
    const { authenticator } = await addPasskey(member);
    return { member, authenticator, nextCode };
  }
  const moneyOptions = (member: Member) => data<PasskeyRequestOptions>(api('passkeys/confirmation/options', {}, member.auth));
  const swap = (member: Member, confirmation: Record<string, unknown>) =>
    server.api('/api/auth/transaction/swap', postJson({ fromSymbol: 'USDT', toSymbol: 'EV', amount: '10', ...confirmation }, member.auth));

  it('swaps with the secure password and a passkey answer, once per challenge', async () => {
    const { member, authenticator } = await memberWithPasskeyAnd2fa();
    const answer = authenticator.authenticate(await moneyOptions(member));
    expect((await swap(member, { ...secure, passkey: answer })).status).toBe(200);
    expect(await refusal(swap(member, { ...secure, passkey: answer }), 'passkey')).toBe('PASSKEY_CHALLENGE_INVALID');
  });

  it('still asks for the secure password, and takes no sign-in or other member\'s challenge', async () => {
    const { member, authenticator } = await memberWithPasskeyAnd2fa();
    const other = await memberWithPasskeyAnd2fa();
    const answer = authenticator.authenticate(await moneyOptions(member));
    expect(await refusal(swap(member, { securePassword: 'Wrong@123', passkey: answer }), 'securePassword')).toBe('SECURE_PASSWORD_WRONG');
    expect(await refusal(swap(member, { passkey: answer }), 'securePassword')).toBe('SECURE_PASSWORD_MISSING');
    expect(await refusal(swap(member, { ...secure, passkey: authenticator.authenticate(await signInOptions()) }), 'passkey')).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );
    expect(await refusal(swap(member, { ...secure, passkey: authenticator.authenticate(await moneyOptions(other.member)) }), 'passkey')).toBe(
      'PASSKEY_CHALLENGE_INVALID',
    );
    expect(await refusal(swap(member, { ...secure, passkey: other.authenticator.authenticate(await moneyOptions(member)) }), 'passkey')).toBe(
      'PASSKEY_UNKNOWN',
    );
    expect(await refusal(swap(member, { ...secure, passkey: authenticator.authenticate(await moneyOptions(member), { origin: 'https://evil.example' }) }), 'passkey')).toBe(
      'PASSKEY_NOT_ACCEPTED',
    );
    // The secure password was wrong, so the first answer's challenge is still unspent.
    expect((await swap(member, { ...secure, passkey: answer })).status).toBe(200);
  });

  it('works for transfers, withdrawals, upgrades and point orders through the same check (a withdrawal here)', async () => {
    const { member, authenticator } = await memberWithPasskeyAnd2fa();
    const addressId = await readyToWithdraw(server.db, member.id);
    const withdraw = await server.api(
      '/api/auth/transaction/withdraw',
      postJson({ amount: '20', addressId, ...secure, passkey: authenticator.authenticate(await moneyOptions(member)) }, member.auth),
    );
    expect(withdraw.status).toBe(200);
  });

  it('a malformed passkey answer is a field error; without passkey or code the code is asked for', async () => {
    const { member } = await memberWithPasskeyAnd2fa();
    expect((await json(await swap(member, { ...secure, passkey: { id: 'x' } }))).status).toBe(400);
    expect(await refusal(swap(member, { ...secure }), 'code')).toBe('CODE_MISSING');
  });

  it('money options need a passkey', async () => {
    const member = await fundedMember(server.api, server.db, 'pkm');
    expect(await refusal(api('passkeys/confirmation/options', {}, member.auth))).toBe('NO_PASSKEY');
  });
});

describe('a password reset by the e-mailed link', () => {
  it("removes every passkey, so a thief's passkey no longer signs in, and the alert says so", async () => {
    const member = await fundedMember(server.api, server.db, 'pkreset');
    const { authenticator } = await addPasskey(member);
    await addPasskey(member);
    const mailsTo = () =>
      server.db.select().from(outbox).where(eq(outbox.to, `${member.username}@example.com`)).orderBy(desc(outbox.id)).limit(1);
    expect((await server.api('/api/public/client/forgot', postJson({ email: `${member.username}@example.com` }))).status).toBe(200);
    const [resetMail] = await mailsTo();
    const token = new URL(/https:\/\/portal\.test\/reset-password\?token=\S+/.exec(resetMail.body)![0]).searchParams.get('token');
    expect((await server.api('/api/public/client/reset-password', postJson({ token, password: 'Fresh@2026pass' }))).status).toBe(200);

    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    expect(await refusal(signInWith(authenticator))).toBe('PASSKEY_UNKNOWN');
    const [alert] = await mailsTo();
    expect(alert).toMatchObject({ kind: 'SECURITY_ALERT', language: 'vi-VN' });
    expect(alert.body).toContain('Mật khẩu đăng nhập của tài khoản bạn đã được thay đổi.');
    expect(alert.body).toContain('Mọi khóa truy cập (passkey) của tài khoản bạn cũng đã được gỡ (2)');
  });
});

describe('"This was not me"', () => {
  it('removes every passkey of the account (one a thief added would outlive the password reset)', async () => {
    const member = await fundedMember(server.api, server.db, 'pk');
    const { authenticator } = await addPasskey(member);
    const [mail] = await server.db.select().from(outbox).where(eq(outbox.to, `${member.username}@example.com`)).orderBy(desc(outbox.id)).limit(1);
    const token = new URL(/https:\/\/portal\.test\/not-me\?token=\S+/.exec(mail.body)![0]).searchParams.get('token');
    expect((await server.api('/api/public/client/not-me', postJson({ token }))).status).toBe(200);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toEqual([]);
    expect(await refusal(signInWith(authenticator))).toBe('PASSKEY_UNKNOWN');
    // The alert's "this was not me" says what the link does, passkeys included.
    expect(mail.body).toContain('mọi khóa truy cập (passkey) bị gỡ');
  });
});

// The WebAuthn library is loaded by the first ceremony (server/domain/passkeys.ts): these probes run the ceremonies
// many at once and with hostile input, so that the lazy load never lets an answer through twice or turns a refusal
// into a 500.
describe("a thief's probes of the passkey ceremonies", () => {
  it('the same sign-in answer twenty times at once: exactly one gets in', async () => {
    const member = await fundedMember(server.api, server.db, 'pkt');
    const { authenticator } = await addPasskey(member);
    const answer = authenticator.authenticate(await signInOptions());
    const results = await Promise.all(Array.from({ length: 20 }, () => passkeySignIn(answer)));
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(19);
  });

  it('the same new passkey sent twenty times at once is stored once', async () => {
    const member = await fundedMember(server.api, server.db, 'pkt');
    const answer = new SoftAuthenticator(TEST_PUBLIC_URL).register(await registrationOptions(member));
    const results = await Promise.all(Array.from({ length: 20 }, () => api('passkeys/registration', { response: answer }, member.auth)));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.every((result) => result.status === 200 || result.status === 400)).toBe(true);
    expect(await server.db.select().from(passkeys).where(eq(passkeys.userId, member.id))).toHaveLength(1);
  });

  it('a forged X-Forwarded-For does not reset the challenge limit of an address', async () => {
    const tight = server.variant(
      { rateLimits: { ...GENEROUS_RATE_LIMITS, passkeyChallenges: { max: 2, windowSeconds: 900 } } },
      { now: clock.now },
    );
    clock.advance(900);
    const from = tight.apiFrom('198.51.100.91');
    const forged = (index: number) => ({ 'x-forwarded-for': `203.0.113.${index}`, 'x-real-ip': `203.0.113.${index}` });
    expect((await api('passkey/sign-in/options', {}, forged(1), from)).status).toBe(200);
    expect((await api('passkey/sign-in/options', {}, forged(2), from)).status).toBe(200);
    expect((await api('passkey/sign-in/options', {}, forged(3), from)).status).toBe(429);
  });

  it('a NUL byte or a 1 MB body in an answer is refused with a known code, never a 500', async () => {
    const member = await fundedMember(server.api, server.db, 'pkt');
    const { authenticator } = await addPasskey(member);
    const answer = authenticator.authenticate(await signInOptions());
    const nul = await json(await passkeySignIn({ ...answer, id: `${answer.id}\u0000` }));
    expect(nul.status).toBe(400);
    expect(nul.body.code).toEqual(expect.any(String));
    const huge = await passkeySignIn({ ...answer, id: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    const options = await registrationOptions(member);
    const registration = new SoftAuthenticator(TEST_PUBLIC_URL).register(options);
    const nulName = await json(await api('passkeys/registration', { name: 'My\u0000key', response: registration }, member.auth));
    expect(nulName.status).toBe(400);
    // Neither refusal used the answers up: the untouched ones still work.
    expect((await passkeySignIn(answer)).status).toBe(200);
    expect((await api('passkeys/registration', { response: registration }, member.auth)).status).toBe(200);
  });
});
