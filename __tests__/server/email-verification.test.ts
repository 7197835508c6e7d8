import { asc, eq } from 'drizzle-orm';

import { hashOpaqueToken } from '@/server/domain/opaque-tokens';
import { hashPassword } from '@/server/domain/password';
import { outbox, securityTokens, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { ERROR_TEXTS } from '@/contract/errors';

import { bearer, postJson, profile, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_PUBLIC_URL } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const LINK = new RegExp(`${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/verify-email\\?token=([\\w%-]+)`);

/** The tokens of every verification mail sent to the member, oldest first. */
async function linksOf(username: string): Promise<string[]> {
  const rows = await server.db.select().from(outbox).where(eq(outbox.to, `${username}@example.com`)).orderBy(asc(outbox.id));
  return rows.filter((row) => row.kind === 'EMAIL_VERIFY').map((row) => decodeURIComponent(LINK.exec(row.body)![1]));
}

const verify = (accessToken: string, token: unknown, api = server.api) => api('/api/auth/client/verify-email', postJson({ token }, bearer(accessToken)));
const resend = (accessToken: string, api = server.api) => api('/api/auth/client/verify-email/resend', postJson({}, bearer(accessToken)));
const verifiedOf = async (accessToken: string) => (await (await profile(server.api, accessToken)).json()).data.emailVerified;

const INVALID = { statusCode: 400, code: 'EMAIL_VERIFY_LINK_INVALID', message: ERROR_TEXTS.EMAIL_VERIFY_LINK_INVALID };

async function expectInvalid(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ ...INVALID, fieldCodes: { token: 'EMAIL_VERIFY_LINK_INVALID' } });
}

describe('e-mail verification', () => {
  it('mails a new member a one-time link whose token is stored only as its hash; the member opens it and is verified', async () => {
    const member = await newMember(server.api, 'vfy', { verified: false });
    const [token] = await linksOf(member.username);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const [row] = await server.db.select().from(securityTokens).where(eq(securityTokens.tokenHash, hashOpaqueToken(token)));
    expect(row).toMatchObject({ purpose: 'EMAIL_VERIFY', usedAt: null });
    expect(JSON.stringify(await server.db.select().from(securityTokens))).not.toContain(token);
    expect(await verifiedOf(member.accessToken)).toBe(false);

    const answer = await verify(member.accessToken, token);
    expect(answer.status).toBe(200);
    expect(await verifiedOf(member.accessToken)).toBe(true);
    const [stored] = await server.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.username, member.username));
    expect(stored.at).toBeInstanceOf(Date);
  });

  it('refuses a replayed link: the same token a second time is invalid', async () => {
    const member = await newMember(server.api, 'vfyre', { verified: false });
    const [token] = await linksOf(member.username);
    expect((await verify(member.accessToken, token)).status).toBe(200);
    await expectInvalid(await verify(member.accessToken, token));
    // Also from another session of the same member.
    const again = await signIn(server.api, member.username, DEMO_PASSWORD);
    await expectInvalid(await verify(again.accessToken, token));
  });

  it("refuses another member's link, which stays usable by its owner", async () => {
    const owner = await newMember(server.api, 'vfyown', { verified: false });
    const thief = await newMember(server.api, 'vfythf', { verified: false });
    const [token] = await linksOf(owner.username);
    await expectInvalid(await verify(thief.accessToken, token));
    expect(await verifiedOf(thief.accessToken)).toBe(false);
    expect(await verifiedOf(owner.accessToken)).toBe(false);
    expect((await verify(owner.accessToken, token)).status).toBe(200);
  });

  it('refuses an expired link (48 hours) and a made-up or malformed one', async () => {
    const member = await newMember(server.api, 'vfyexp', { verified: false });
    const [token] = await linksOf(member.username);
    const later = server.variant({}, { now: () => new Date(Date.now() + 48 * 60 * 60 * 1000 + 60_000) });
    const signedInLater = await signIn(later.api, member.username, DEMO_PASSWORD);
    await expectInvalid(await verify(signedInLater.accessToken, token, later.api));
    await expectInvalid(await verify(member.accessToken, 'x'.repeat(43)));
    expect((await verify(member.accessToken, '')).status).toBe(400);
    expect((await verify(member.accessToken, 42)).status).toBe(400);
    expect(await verifiedOf(member.accessToken)).toBe(false);
  });

  it('needs the signed-in member: without a session the link is refused 401 and stays usable', async () => {
    const member = await newMember(server.api, 'vfyanon', { verified: false });
    const [token] = await linksOf(member.username);
    expect((await server.api('/api/auth/client/verify-email', postJson({ token }))).status).toBe(401);
    expect((await verify(member.accessToken, token)).status).toBe(200);
  });

  it('"resend" mails a new link that retires the older one; refused once verified', async () => {
    const member = await newMember(server.api, 'vfyrs', { verified: false });
    expect((await resend(member.accessToken)).status).toBe(200);
    const [first, second] = await linksOf(member.username);
    expect(second).not.toBe(first);
    await expectInvalid(await verify(member.accessToken, first));
    expect((await verify(member.accessToken, second)).status).toBe(200);
    const refused = await resend(member.accessToken);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('"resend" is limited per member', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, verifyEmailResendPerMember: { max: 2, windowSeconds: 3600 } } });
    const member = await newMember(limited.api, 'vfylim', { verified: false });
    expect((await resend(member.accessToken, limited.api)).status).toBe(200);
    expect((await resend(member.accessToken, limited.api)).status).toBe(200);
    const third = await resend(member.accessToken, limited.api);
    expect(third.status).toBe(429);
    expect((await linksOf(member.username)).length).toBe(3);
  });

  it('mails the link to a member a leader registers', async () => {
    const { accessToken } = await signIn(server.api, 'demo');
    const username = `vfydl${Date.now().toString(36).slice(-6)}`;
    const created = await server.api(
      '/api/auth/client/create-downline',
      postJson({ username, fullName: 'Lê Văn Mới', email: `${username}@example.com`, phone: '0912345678', password: DEMO_PASSWORD }, bearer(accessToken)),
    );
    expect(created.status).toBe(201);
    expect(await linksOf(username)).toHaveLength(1);
  });

  it('seeds the demo members verified', async () => {
    const { accessToken } = await signIn(server.api, 'demo');
    expect(await verifiedOf(accessToken)).toBe(true);
  });
});

describe('what an unverified member may not do', () => {
  const NOT_VERIFIED = { statusCode: 403, code: 'EMAIL_NOT_VERIFIED', message: ERROR_TEXTS.EMAIL_NOT_VERIFIED };

  // A withdrawal is refused in its transaction, after its fields and the secure password: the member has one.
  const WITHDRAWAL = { amount: '30', addressId: '00000000-0000-4000-8000-000000000000', securePassword: 'Secure@12345' };

  it.each([
    ['withdraw', '/api/auth/transaction/withdraw', WITHDRAWAL],
    ['add a withdrawal address', '/api/auth/client/withdraw-addresses', {}],
    ['change the payout details', '/api/auth/client/update-payment', {}],
  ])('may not %s (403 EMAIL_NOT_VERIFIED); once verified, that refusal is gone', async (_case, path, body) => {
    const member = await newMember(server.api, 'vfyno', { verified: false });
    const securePasswordHash = await hashPassword('Secure@12345');
    await server.db.update(users).set({ securePasswordHash }).where(eq(users.username, member.username));
    const refused = await server.api(path, postJson(body, member.auth));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_VERIFIED);

    const [token] = await linksOf(member.username);
    expect((await verify(member.accessToken, token)).status).toBe(200);
    // The same body now meets the route's other checks (its fields, or the KYC a withdrawal needs).
    const asked = await server.api(path, postJson(body, member.auth));
    expect(asked.status).toBeGreaterThanOrEqual(400);
    expect((await asked.json()).code).not.toBe('EMAIL_NOT_VERIFIED');
  });
});
