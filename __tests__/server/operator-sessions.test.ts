import { eq } from 'drizzle-orm';

import { asc } from 'drizzle-orm';

import { auditLog, operators, operatorSessions, supportTickets } from '@/server/db/schema';
import { DEMO_OPERATOR_PASSWORD, demoOperatorToken, seedOperators } from '@/server/db/seed-data/operators';
import { totpCode } from '@/server/domain/totp';

import { bearer } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';

let server: TestApp;
let console_: TestVariant;
let nowMs = Date.parse('2026-11-20T08:00:00Z');
const MINUTE = 60_000;
const OPERATOR_IP = '203.0.113.61';

beforeAll(async () => {
  server = await createTestApp();
  console_ = server.variant({}, { now: () => new Date(nowMs) });
});

afterAll(async () => {
  await server.close();
});

type DemoOperator = 'admin' | 'finance' | 'support';
const secretOf = (username: DemoOperator) => seedOperators.find((operator) => operator.username === username)!.totpSecret;

/** Each sign-in in its own 30-second step: a code signs in once. */
function nextStep() {
  nowMs += 30_000;
}

function signIn(username: string, password: string, code: string) {
  return console_.apiFrom(OPERATOR_IP)('/api/ops/session/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, code }),
  });
}

/** Signs in as a demo operator; returns the cookie header the browser would send back. */
async function signedIn(username: DemoOperator): Promise<string> {
  nextStep();
  const response = await signIn(username, DEMO_OPERATOR_PASSWORD, totpCode(secretOf(username), nowMs));
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0];
}

function withCookie(cookie: string, path: string, init: RequestInit = {}, consoleHeader = true) {
  const headers = new Headers(init.headers);
  headers.set('cookie', cookie);
  headers.set('content-type', 'application/json');
  if (consoleHeader) headers.set('x-ops-console', '1');
  return console_.apiFrom(OPERATOR_IP)(`/api/ops/${path}`, { ...init, headers });
}

describe('operator sign-in', () => {
  it('signs in with password and code, and the cookie opens the ops API only', async () => {
    nextStep();
    const response = await signIn('support', DEMO_OPERATOR_PASSWORD, totpCode(secretOf('support'), nowMs));
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ username: 'support', role: 'SUPPORT', idleMinutes: 30 });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^opsSession=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\/api\/ops/);

    const me = await withCookie(setCookie.split(';')[0], 'session');
    expect(me.status).toBe(200);
    expect((await me.json()).data.username).toBe('support');
  });

  it('stores only the hash of the session token and audits the sign-in with its address', async () => {
    const cookie = await signedIn('finance');
    const token = cookie.split('=')[1];
    const rows = await server.db.select().from(operatorSessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
    const [finance] = await server.db.select().from(operators).where(eq(operators.username, 'finance'));
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.operatorId, finance.id));
    expect(audits.some((row) => row.action === 'operator.sign-in' && row.ip === OPERATOR_IP)).toBe(true);
  });

  it.each([
    ['a wrong password', 'admin', 'Wrong@12345', true],
    ['a wrong code', 'admin', DEMO_OPERATOR_PASSWORD, false],
    ['an unknown operator', 'nobody', DEMO_OPERATOR_PASSWORD, true],
  ])('answers %s with one and the same 401', async (_case, username, password, rightCode) => {
    nextStep();
    const code = rightCode ? totpCode(secretOf('admin'), nowMs) : String((Number(totpCode(secretOf('admin'), nowMs)) + 1) % 1_000_000).padStart(6, '0');
    const response = await signIn(username, password, code);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, code: 'OPS_SIGN_IN_FAILED', message: 'Wrong username, password or authenticator code' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a code once: the same code again is refused', async () => {
    nextStep();
    const code = totpCode(secretOf('admin'), nowMs);
    expect((await signIn('admin', DEMO_OPERATOR_PASSWORD, code)).status).toBe(200);
    const replay = await signIn('admin', DEMO_OPERATOR_PASSWORD, code);
    expect(replay.status).toBe(400);
    expect((await replay.json()).fieldCodes).toEqual({ code: 'CODE_ALREADY_USED' });
  });

  it('refuses an operator who has not finished the setup link (no password, no authenticator)', async () => {
    const created = await server.api('/api/ops/operators', {
      method: 'POST',
      headers: { ...bearer(demoOperatorToken('admin')), 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'halfway', role: 'SUPPORT' }),
    });
    expect(created.status).toBe(200);
    const approved = await server.api(`/api/ops/operator-changes/${(await created.json()).data.id}/approve`, {
      method: 'POST',
      headers: bearer(demoOperatorToken('admin2')),
    });
    expect(approved.status).toBe(200);
    const [halfway] = await server.db.select().from(operators).where(eq(operators.username, 'halfway'));
    nextStep();
    const response = await signIn('halfway', DEMO_OPERATOR_PASSWORD, totpCode(halfway.totpSecret, nowMs));
    expect(response.status).toBe(401);
  });

  it('counts failed sign-ins per operator: over the limit, 429', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerUsername: { max: 2, windowSeconds: 900 } } }, { now: () => new Date(nowMs) });
    const attempt = () =>
      limited.apiFrom(OPERATOR_IP)('/api/ops/session/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'support', password: 'Guess@12345', code: '000000' }),
      });
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes without a request, and each request starts the 30 minutes again', async () => {
    const cookie = await signedIn('support');
    nowMs += 29 * MINUTE;
    expect((await withCookie(cookie, 'session')).status).toBe(200);
    nowMs += 29 * MINUTE;
    expect((await withCookie(cookie, 'session')).status).toBe(200);
    nowMs += 31 * MINUTE;
    const idle = await withCookie(cookie, 'session');
    expect(idle.status).toBe(401);
    expect((await idle.json()).code).toBe('OPS_SESSION_ENDED');
    expect(idle.headers.get('set-cookie')).toMatch(/^opsSession=;/);
  });

  it('end 12 hours after the sign-in however busy', async () => {
    const cookie = await signedIn('support');
    const signedInAt = nowMs;
    while (nowMs + 25 * MINUTE < signedInAt + 12 * 60 * MINUTE) {
      nowMs += 25 * MINUTE;
      expect((await withCookie(cookie, 'session')).status).toBe(200);
    }
    nowMs = signedInAt + 12 * 60 * MINUTE + 1;
    expect((await withCookie(cookie, 'session')).status).toBe(401);
  });

  it('sign out ends this session only; sign out everywhere ends them all and is audited', async () => {
    const first = await signedIn('finance');
    const second = await signedIn('finance');
    const third = await signedIn('finance');
    expect((await withCookie(first, 'session/sign-out', { method: 'POST' })).status).toBe(200);
    expect((await withCookie(first, 'session')).status).toBe(401);
    expect((await withCookie(second, 'session')).status).toBe(200);

    expect((await withCookie(second, 'session/sign-out-everywhere', { method: 'POST' })).status).toBe(200);
    expect((await withCookie(second, 'session')).status).toBe(401);
    expect((await withCookie(third, 'session')).status).toBe(401);
    const actions = (await server.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain('operator.sign-out-everywhere');
  });

  it("refuses a change carried by the cookie without the console's header (another site's form cannot add it)", async () => {
    const cookie = await signedIn('support');
    const forged = await withCookie(cookie, 'kyc/nobody-here', { method: 'POST', body: JSON.stringify({ decision: 'APPROVE' }) }, false);
    expect(forged.status).toBe(403);
    expect((await forged.json()).code).toBe('OPS_CONSOLE_HEADER_MISSING');
    const fromConsole = await withCookie(cookie, 'kyc/nobody-here', { method: 'POST', body: JSON.stringify({ decision: 'APPROVE' }) });
    expect(fromConsole.status).toBe(404);
  });

  it("applies the operator's role to the console session as to the API token", async () => {
    const cookie = await signedIn('support');
    const refused = await withCookie(cookie, 'mining/accrue', { method: 'POST', body: JSON.stringify({ date: '2000-01-01' }) });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('OPS_ROLE_FORBIDDEN');
  });

  it("ends a disabled operator's sessions at once", async () => {
    const cookie = await signedIn('finance');
    await server.db.update(operators).set({ disabledAt: new Date(nowMs) }).where(eq(operators.username, 'finance'));
    try {
      expect((await withCookie(cookie, 'session')).status).toBe(401);
    } finally {
      await server.db.update(operators).set({ disabledAt: null }).where(eq(operators.username, 'finance'));
    }
  });

  it("opens nothing with a member's credentials or a made-up cookie", async () => {
    const member = await newMember(server.api, 'opscookie');
    const asMember = await console_.api('/api/ops/session', { headers: bearer(member.accessToken) });
    expect(asMember.status).toBe(401);
    expect((await asMember.json()).code).toBe('INVALID_OPS_TOKEN');
    expect((await withCookie(`opsSession=${'A'.repeat(43)}`, 'session')).status).toBe(401);
    expect((await withCookie('opsSession=../../etc', 'session')).status).toBe(401);
    expect((await console_.api('/api/ops/session')).status).toBe(401);
  });

  it('lets a bearer API token win over a cookie: a session cookie never upgrades a member token', async () => {
    const cookie = await signedIn('admin');
    const member = await newMember(server.api, 'opsmixed');
    const response = await console_.api('/api/ops/session', { headers: { ...bearer(member.accessToken), cookie } });
    expect(response.status).toBe(401);
  });
});

describe('console probes a thief would try', () => {
  it('twenty sign-ins with one code at once open one session', async () => {
    nextStep();
    const code = totpCode(secretOf('support'), nowMs);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn('support', DEMO_OPERATOR_PASSWORD, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers.get('set-cookie')?.startsWith('opsSession=') && answer.status === 200)).toHaveLength(1);
  });

  it('refuses a NUL byte in the username (400) and a 1 MB body (413), opening nothing', async () => {
    nextStep();
    const nul = await signIn('sup\u0000port', DEMO_OPERATOR_PASSWORD, totpCode(secretOf('support'), nowMs));
    expect(nul.status).toBe(400);
    const huge = await signIn('support', 'x'.repeat(1024 * 1024), totpCode(secretOf('support'), nowMs));
    expect(huge.status).toBe(413);
    expect(nul.headers.get('set-cookie')).toBeNull();
    expect(huge.headers.get('set-cookie')).toBeNull();
  });

  it("records the socket's address, not a forged X-Forwarded-For, whatever the Host says", async () => {
    nextStep();
    const response = await console_.apiFrom(OPERATOR_IP)('/api/ops/session/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9', host: 'evil.example' },
      body: JSON.stringify({ username: 'admin', password: DEMO_OPERATOR_PASSWORD, code: totpCode(secretOf('admin'), nowMs) }),
    });
    expect(response.status).toBe(200);
    const [admin] = await server.db.select().from(operators).where(eq(operators.username, 'admin'));
    const signIns = await server.db.select().from(auditLog).where(eq(auditLog.operatorId, admin.id));
    expect(signIns.map((row) => row.ip)).toContain(OPERATOR_IP);
    expect(JSON.stringify(signIns)).not.toContain('10.9.9.9');
  });

  it("refuses a ticket answer with a NUL byte (400) or of 1 MB (413), leaving the ticket unchanged", async () => {
    const cookie = await signedIn('support');
    const [ticket] = await server.db.select().from(supportTickets).orderBy(asc(supportTickets.createdAt)).limit(1);
    const answer = (text: string) => withCookie(cookie, `tickets/${ticket.id}/answer`, { method: 'POST', body: JSON.stringify({ text }) });
    expect((await answer('Hello\u0000there')).status).toBe(400);
    expect((await answer('x'.repeat(1024 * 1024))).status).toBe(413);
    const [after] = await server.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(after.status).toBe(ticket.status);
    expect(after.lastMessageAt).toEqual(ticket.lastMessageAt);
  });
});
