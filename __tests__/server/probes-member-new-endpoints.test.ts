import { randomBytes } from 'node:crypto';

import { and, asc, desc, eq, isNull } from 'drizzle-orm';

import { ERROR_TEXTS } from '@/contract/errors';
import { outbox, securityTokens, sessions, signIns, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { findInDownline } from '@/server/db/team-search';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';
import { searchKey } from '@/server/domain/search-key';

import { bearer, postJson, refreshCookieOf, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { GENEROUS_RATE_LIMITS, TEST_PUBLIC_URL, createTestApp } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';

// A thief's requests against the member routes added last: the plan and fee schedule, team search, notifications by
// kind, sign-up's session and e-mail verification. Forged proxy headers reach neither a rate limit nor a link,
// a search stays inside the member's own team and matches its wildcards literally, a link works once for its own
// purpose and member, twenty requests at once change things once, and odd input is a field error, never a 500.

jest.setTimeout(90_000);

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.66', 'x-real-ip': '198.51.100.66' };
const SOCKET = '203.0.113.50';
const NUL_NOT_ALLOWED = ERROR_TEXTS.NUL_NOT_ALLOWED;
const TOO_LARGE = { statusCode: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' };

type Auth = Record<string, string>;
type Api = TestVariant['api'];

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

async function answer(response: Response | Promise<Response>) {
  const answered = await response;
  return { status: answered.status, body: await answered.json() };
}

const get = (path: string, headers: Auth = {}, api: Api = server.api) => api(`/api/${path}`, { headers });
const logout = (accessToken: string) => server.api('/api/auth/client/logout', { method: 'POST', headers: bearer(accessToken) });
const uniqueName = (prefix: string) => `${prefix}${randomBytes(4).toString('hex')}`;

function signUpBody(username: string, overrides: Record<string, unknown> = {}) {
  return { username, email: `${username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: 'DEMO0001', acceptTerms: true, ...overrides };
}
const signUp = (body: unknown, headers: Auth = {}, api: Api = server.api) => api('/api/public/client/sign-up', postJson(body, headers));

describe('GET public/rules/plan and public/rules/fees', () => {
  it.each(['public/rules/plan', 'public/rules/fees'])('%s: forged Host and proxy headers change nothing; no API key, nothing', async (path) => {
    const plain = await answer(get(path));
    expect(plain.status).toBe(200);
    expect(await answer(server.apiFrom(SOCKET)(`/api/${path}`, { headers: FORGED }))).toEqual(plain);
    expect(JSON.stringify(plain.body)).not.toMatch(/evil\.example|adjustmentApproval|apiKey|secret/i);
    const anonymous = await answer(server.app.request(`/api/${path}`, { headers: FORGED }));
    expect([anonymous.status, anonymous.body.code]).toEqual([403, 'INVALID_API_KEY']);
  });

  it.each(['public/rules/plan?lang=vi%00', 'public/rules/fees?x=%00'])('%s: a NUL is a field error (400)', async (path) => {
    const refused = await answer(get(path));
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.errors)).toEqual([NUL_NOT_ALLOWED]);
  });
});

describe('team search (auth/client/downline/matches): only the searcher’s own team, wildcards literal', () => {
  /**
   * demo ─┬─ top (Đỗ Văn Đầu) ─┬─ mid (Trần Văn Giữa) ── leaf (Lê Thị Lá)
   *       │                    └─ pct (%Phần_trăm\ Lạ)
   *       └─ other (Zebra Ngoài) ── far (Zorro Xa)
   */
  let top: { username: string; auth: Auth; accessToken: string };
  let mid: { username: string; auth: Auth };
  let leaf: { username: string; auth: Auth };
  let pct: string;
  let other: { username: string; auth: Auth };
  let far: string;

  async function created(sponsor: Auth, prefix: string, fullName: string) {
    const username = uniqueName(prefix);
    const response = await server.api('/api/auth/client/create-downline', postJson({ username, fullName, email: `${username}@example.com`, phone: '0912345678', password: DEMO_PASSWORD }, sponsor));
    expect(response.status).toBe(201);
    return { username, auth: bearer((await signIn(server.api, username)).accessToken) };
  }

  beforeAll(async () => {
    const fresh = await newMember(server.api, 'top');
    await server.db.update(users).set({ fullName: 'Đỗ Văn Đầu' }).where(eq(users.username, fresh.username));
    top = { username: fresh.username, auth: fresh.auth, accessToken: fresh.accessToken };
    mid = await created(top.auth, 'mid', 'Trần Văn Giữa');
    leaf = await created(mid.auth, 'leaf', 'Lê Thị Lá');
    pct = (await created(top.auth, 'pct', '%Phần_trăm\\ Lạ')).username;
    const otherMember = await newMember(server.api, 'other');
    await server.db.update(users).set({ fullName: 'Zebra Ngoài' }).where(eq(users.username, otherMember.username));
    other = { username: otherMember.username, auth: otherMember.auth };
    far = (await created(other.auth, 'far', 'Zorro Xa')).username;
  }, 60_000);

  const found = async (auth: Auth, q: string, api: Api = server.api) => {
    const { status, body } = await answer(get(`auth/client/downline/matches?q=${encodeURIComponent(q)}`, auth, api));
    expect({ q, status }).toEqual({ q, status: 200 });
    return (body.data.items as { username: string }[]).map((item) => item.username);
  };

  it("a prefix of a member of another team finds no one, even that member's exact username or full name", async () => {
    for (const q of ['zebra', 'Zebra Ngoài', 'zorro', 'xa', other.username, far, far.slice(0, 4), 'nguyen van demo', 'demo']) {
      expect({ q, found: await found(top.auth, q) }).toEqual({ q, found: [] });
    }
    // The same prefixes find them from their own team's top.
    expect(await found(other.auth, 'zorro')).toEqual([far]);
  });

  it('a leaf finds neither its upline nor itself; the middle finds only below it', async () => {
    for (const q of ['tran', 'giua', mid.username, 'do van', 'dau', top.username, 'le thi', leaf.username, 'demo', 'pct', '%']) {
      expect({ q, found: await found(leaf.auth, q) }).toEqual({ q, found: [] });
    }
    expect(await found(mid.auth, 'l')).toEqual([leaf.username]);
    expect(await found(mid.auth, 'do van')).toEqual([]);
    expect(await found(mid.auth, '%')).toEqual([]);
  });

  it('%, _ and \\ match themselves only: no wildcard widens the search', async () => {
    for (const q of ['_', '__', '\\', '\\\\', '_%', 'tr_n', 'l_', 'mid%', '%e', '%%']) {
      expect({ q, found: await found(top.auth, q) }).toEqual({ q, found: [] });
    }
    for (const q of ['%', '%p', '%phan_', '%Phần_trăm\\', '%PHAN_TRAM\\ la']) {
      expect({ q, found: await found(top.auth, q) }).toEqual({ q, found: [pct] });
    }
  });

  it("the same when a big team is searched from the prefix indexes (each candidate's line walked up to the searcher)", async () => {
    const [{ id: topId }] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, top.username));
    const fromIndexes = async (q: string) => (await findInDownline(server.db, topId, searchKey(q), 20, 0)).items.map((item) => item.username);
    for (const q of ['_', '\\', 'tr_n', '%e', 'zorro', far, 'demo', top.username]) expect({ q, found: await fromIndexes(q) }).toEqual({ q, found: [] });
    expect(await fromIndexes('%')).toEqual([pct]);
    expect(await fromIndexes('%PHAN_TRAM\\ la')).toEqual([pct]);
  });

  it('a NUL is a field error (400); 1 MB of query is TEAM_SEARCH_TOO_LONG (400)', async () => {
    const nul = await answer(get('auth/client/downline/matches?q=tr%00an', top.auth));
    expect([nul.status, nul.body.errors]).toEqual([400, { q: NUL_NOT_ALLOWED }]);
    const huge = await answer(get(`auth/client/downline/matches?q=${'a'.repeat(1024 * 1024)}`, top.auth));
    expect([huge.status, huge.body.fieldCodes]).toEqual([400, { q: 'TEAM_SEARCH_TOO_LONG' }]);
  });

  it('twenty searches at once, each with its own forged address, count against the member’s limit: five answered, fifteen 429', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, teamTreePerMember: { max: 5, windowSeconds: 3600 } } });
    // A searcher of its own: at the top of an hour the generous rule's window and this one's start together, and the
    // searches the other tests made would count here.
    const searcher = await created(top.auth, 'burst', 'Trần Văn Thử');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limited.apiFrom(SOCKET)('/api/auth/client/downline/matches?q=tran', { headers: { ...searcher.auth, ...FORGED, 'x-forwarded-for': `198.51.100.${index + 1}` } }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    expect(answers.filter((response) => response.status === 429).every((response) => Number(response.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('a signed-out session token searches nothing (401)', async () => {
    const session = await signIn(server.api, top.username);
    expect(await found(bearer(session.accessToken), '%')).toEqual([pct]);
    expect((await logout(session.accessToken)).status).toBe(200);
    expect((await get('auth/client/downline/matches?q=%25', bearer(session.accessToken))).status).toBe(401);
  });
});

describe('notifications list with ?kind=', () => {
  it.each(['%25', '_', 'MONEY', 'money%25', '__proto__', 'constructor', 'toString', 'money,orders', ' money'])(
    'kind=%s is refused (400 NOTIFICATION_KIND_INVALID)',
    async (kind) => {
      const member = await newMember(server.api, 'kind');
      const refused = await answer(get(`auth/notification/list?kind=${kind}`, member.auth));
      expect([refused.status, refused.body.fieldCodes]).toEqual([400, { kind: 'NOTIFICATION_KIND_INVALID' }]);
    },
  );

  it.each([
    ['kind=money%00', 'kind'],
    ['kind=money&cursor=%00', 'cursor'],
  ])('%s: a NUL is a field error (400)', async (query, field) => {
    const member = await newMember(server.api, 'kindnul');
    const refused = await answer(get(`auth/notification/list?${query}`, member.auth));
    expect([refused.status, refused.body.errors]).toEqual([400, { [field]: NUL_NOT_ALLOWED }]);
  });

  it.each([
    ['limit=1000000000', 'limit', 'LIMIT_RULE_50'],
    ['limit=-1', 'limit', 'LIMIT_RULE_50'],
    ['limit=0', 'limit', 'LIMIT_RULE_50'],
    ['limit=51', 'limit', 'LIMIT_RULE_50'],
    ['cursor=-1', 'cursor', 'INVALID_CURSOR'],
    ['cursor=-9223372036854775809', 'cursor', 'INVALID_CURSOR'],
  ])('kind=money&%s is a field error (400)', async (query, field, code) => {
    const member = await newMember(server.api, 'kindlim');
    const refused = await answer(get(`auth/notification/list?kind=money&${query}`, member.auth));
    expect([refused.status, refused.body.fieldCodes]).toEqual([400, { [field]: code }]);
  });

  it("never lists another member's notifications, whatever the kind, unread filter or another member's cursor", async () => {
    const demo = await signIn(server.api, 'demo');
    const demoPage = await answer(get('auth/notification/list?kind=orders&limit=1', bearer(demo.accessToken)));
    expect(demoPage.body.data.items).toHaveLength(1);
    expect(demoPage.body.data.nextCursor).toEqual(expect.any(String));
    const member = await newMember(server.api, 'kindown');
    const [{ id: memberId }] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
    for (const query of ['kind=orders', 'kind=money', 'kind=money&unread=true', 'kind=orders&unread=false', `kind=orders&cursor=${demoPage.body.data.nextCursor}`]) {
      const page = await answer(get(`auth/notification/list?${query}`, member.auth));
      expect({ query, status: page.status }).toEqual({ query, status: 200 });
      expect({ query, ids: page.body.data.items.filter((item: { userId?: string }) => item.userId !== undefined && item.userId !== memberId) }).toEqual({ query, ids: [] });
      expect({ query, items: page.body.data.items }).toEqual({ query, items: [] });
    }
  });

  it('a signed-out session token lists nothing (401)', async () => {
    const member = await newMember(server.api, 'kindout');
    expect((await logout(member.accessToken)).status).toBe(200);
    expect((await get('auth/notification/list?kind=security', member.auth)).status).toBe(401);
  });
});

describe('sign-up signs the new member in', () => {
  it('with forged Host and proxy headers: the session and sign-in keep the socket address; the mailed link is PUBLIC_URL’s', async () => {
    const username = uniqueName('forged');
    const response = await signUp(signUpBody(username), FORGED, server.apiFrom(SOCKET));
    expect(response.status).toBe(200);
    const [member] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    expect(await server.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, member.id))).toEqual([{ ip: SOCKET }]);
    expect(await server.db.select({ ip: signIns.ip }).from(signIns).where(eq(signIns.userId, member.id))).toEqual([{ ip: SOCKET }]);
    const mails = await server.db.select().from(outbox).where(eq(outbox.to, `${username}@example.com`));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(JSON.stringify(mail)).not.toMatch(/evil\.example|198\.51\.100\.66/);
    }
    expect(mails.find((mail) => mail.kind === 'EMAIL_VERIFY')?.body).toContain(`${TEST_PUBLIC_URL}/verify-email?token=`);
  });

  it('twenty sign-ups of one username at once: one member, one session, one link; the others are refused without a session cookie', async () => {
    const username = uniqueName('race');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => signUp(signUpBody(username, { email: `${username}-${index}@example.com` }))));
    const created = answers.filter((response) => response.status === 200);
    expect(created).toHaveLength(1);
    expect(refreshCookieOf(created[0])).toEqual(expect.any(String));
    for (const refused of answers.filter((response) => response.status !== 200)) {
      expect([refused.status, (await refused.json()).fieldCodes]).toEqual([400, { username: 'USERNAME_TAKEN' }]);
      expect(refreshCookieOf(refused)).toBeNull();
    }
    const members = await server.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.username, username));
    expect(members).toHaveLength(1);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, members[0].id))).toHaveLength(1);
    const links = await server.db.select().from(securityTokens).where(and(eq(securityTokens.userId, members[0].id), eq(securityTokens.purpose, 'EMAIL_VERIFY')));
    expect(links).toHaveLength(1);
    const mails = await server.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.kind, 'EMAIL_VERIFY'));
    expect(mails.filter((mail) => mail.to.startsWith(`${username}-`))).toEqual([{ to: members[0].email }]);
  });

  it('twenty sign-ups at once from one socket, each with its own forged X-Forwarded-For, respect the per-IP limit: five members', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, signUpPerIp: { max: 5, windowSeconds: 3600 } } });
    const prefix = uniqueName('burst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signUp(signUpBody(`${prefix}${index}`), { ...FORGED, 'x-forwarded-for': `198.51.100.${index + 1}`, 'x-real-ip': `198.51.100.${index + 1}` }, limited.apiFrom('203.0.113.51')),
      ),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([...Array(5).fill(200), ...Array(15).fill(429)]);
    for (const refused of answers.filter((response) => response.status === 429)) expect(refreshCookieOf(refused)).toBeNull();
    const made = await server.db.select({ username: users.username }).from(users);
    expect(made.filter((row) => row.username.startsWith(prefix))).toHaveLength(5);
  });

  it('a 1 MB sign-up is refused (413): no member, no session', async () => {
    const username = uniqueName('huge');
    const response = await signUp(signUpBody(username, { padding: 'x'.repeat(1024 * 1024) }));
    expect(await answer(response)).toEqual({ status: 413, body: TOO_LARGE });
    expect(refreshCookieOf(response)).toBeNull();
    expect(await server.db.select().from(users).where(eq(users.username, username))).toEqual([]);
  });
});

describe('e-mail verification and its resend', () => {
  const LINK = new RegExp(`${TEST_PUBLIC_URL.replace(/\./g, '\\.')}/verify-email\\?token=([\\w%-]+)`);
  const verify = (accessToken: string, token: unknown, api: Api = server.api) => api('/api/auth/client/verify-email', postJson({ token }, bearer(accessToken)));
  const resend = (accessToken: string, headers: Auth = {}, api: Api = server.api) => api('/api/auth/client/verify-email/resend', postJson({}, { ...bearer(accessToken), ...headers }));

  async function mailsOf(username: string) {
    return server.db.select().from(outbox).where(and(eq(outbox.to, `${username}@example.com`), eq(outbox.kind, 'EMAIL_VERIFY'))).orderBy(asc(outbox.id));
  }
  const tokensOf = async (username: string) => (await mailsOf(username)).map((mail) => decodeURIComponent(LINK.exec(mail.body)![1]));
  const verifiedAt = async (username: string) => (await server.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.username, username)))[0].at;
  const liveLinks = async (username: string) => {
    const [{ id }] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return server.db
      .select({ tokenHash: securityTokens.tokenHash })
      .from(securityTokens)
      .where(and(eq(securityTokens.userId, id), eq(securityTokens.purpose, 'EMAIL_VERIFY'), isNull(securityTokens.usedAt)));
  };

  it('twenty confirms of one link at once (two sessions of the member): one succeeds, nineteen are refused, verified once', async () => {
    const member = await newMember(server.api, 'vrace', { verified: false });
    const second = await signIn(server.api, member.username);
    const [token] = await tokensOf(member.username);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => verify(index % 2 ? second.accessToken : member.accessToken, token)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    for (const refused of answers.filter((response) => response.status === 400)) expect((await refused.json()).code).toBe('EMAIL_VERIFY_LINK_INVALID');
    const first = await verifiedAt(member.username);
    expect(first).toBeInstanceOf(Date);
    // Replayed later, still refused, and the first time is kept.
    expect((await verify(member.accessToken, token)).status).toBe(400);
    expect(await verifiedAt(member.username)).toEqual(first);
    expect(await liveLinks(member.username)).toEqual([]);
  });

  it('twenty resends at once with forged headers respect the per-member limit: three mails, one live link, PUBLIC_URL’s', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, verifyEmailResendPerMember: { max: 3, windowSeconds: 3600 } } });
    const member = await newMember(limited.api, 'vburst', { verified: false });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => resend(member.accessToken, { ...FORGED, 'x-forwarded-for': `198.51.100.${index + 1}` }, limited.apiFrom(SOCKET))),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(429)]);
    const mails = await mailsOf(member.username);
    // The sign-up's link and three resent.
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.body).toMatch(LINK);
      expect(JSON.stringify(mail)).not.toMatch(/evil\.example|198\.51\.100/);
    }
    const live = await liveLinks(member.username);
    expect(live).toHaveLength(1);
    const tokens = await tokensOf(member.username);
    const working = tokens.filter((token) => hashOpaqueToken(token) === live[0].tokenHash);
    expect(working).toHaveLength(1);
    for (const token of tokens.filter((candidate) => candidate !== working[0])) expect((await verify(member.accessToken, token)).status).toBe(400);
    expect((await verify(member.accessToken, working[0])).status).toBe(200);
  });

  it('a signed-out session token neither confirms nor resends (401); the link stays usable from a live session', async () => {
    const member = await newMember(server.api, 'vout', { verified: false });
    const [token] = await tokensOf(member.username);
    expect((await logout(member.accessToken)).status).toBe(200);
    expect((await verify(member.accessToken, token)).status).toBe(401);
    expect((await resend(member.accessToken)).status).toBe(401);
    expect(await mailsOf(member.username)).toHaveLength(1);
    expect(await verifiedAt(member.username)).toBeNull();
    const again = await signIn(server.api, member.username);
    expect((await verify(again.accessToken, token)).status).toBe(200);
  });

  it("the member's link of another purpose (the secure password's) does not verify the address, and stays usable", async () => {
    const member = await newMember(server.api, 'vpurp', { verified: false });
    expect((await server.api('/api/auth/client/secure-password/forgot', postJson({}, member.auth))).status).toBe(200);
    const [mail] = await server.db.select({ body: outbox.body }).from(outbox).where(and(eq(outbox.to, `${member.username}@example.com`), eq(outbox.kind, 'SECURE_PASSWORD_RESET'))).orderBy(desc(outbox.id)).limit(1);
    const token = decodeURIComponent(/\/reset-secure-password\?token=([\w%-]+)/.exec(mail?.body ?? '')![1]);
    const refused = await answer(verify(member.accessToken, token));
    expect([refused.status, refused.body.code]).toEqual([400, 'EMAIL_VERIFY_LINK_INVALID']);
    expect(await verifiedAt(member.username)).toBeNull();
    const [row] = await server.db.select({ usedAt: securityTokens.usedAt }).from(securityTokens).where(eq(securityTokens.tokenHash, hashOpaqueToken(token)));
    expect(row).toEqual({ usedAt: null });
  });

  it('a NUL in the token is a field error (400); a 1 MB body is refused (413); neither verifies', async () => {
    const member = await newMember(server.api, 'vbody', { verified: false });
    const [token] = await tokensOf(member.username);
    const nul = await answer(verify(member.accessToken, `${token}\u0000`));
    expect([nul.status, nul.body.errors]).toEqual([400, { token: NUL_NOT_ALLOWED }]);
    const huge = await server.api('/api/auth/client/verify-email', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ token, padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(await answer(huge)).toEqual({ status: 413, body: TOO_LARGE });
    const hugeResend = await server.api('/api/auth/client/verify-email/resend', {
      method: 'POST',
      headers: { ...member.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(hugeResend.status).toBe(413);
    expect(await mailsOf(member.username)).toHaveLength(1);
    expect(await verifiedAt(member.username)).toBeNull();
    expect((await verify(member.accessToken, token)).status).toBe(200);
  });
});
