import { createHash } from 'node:crypto';

import { eq, sql } from 'drizzle-orm';

import type { OperatorRole } from '@/contract/enums';
import { auditLog, operatorApiTokens, operators, users, withdrawals } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import { totpCode } from '@/server/domain/totp';
import { bootstrapAdmin } from '@/server/operations/operators';

import { bearer, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

const TOKENS = { ADMIN: demoOperatorToken('admin'), FINANCE: demoOperatorToken('finance'), SUPPORT: demoOperatorToken('support') };
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const OPERATOR_IP = '203.0.113.44';

/** The operator's request, from OPERATOR_IP (the audit log records it). */
function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return server.apiFrom(OPERATOR_IP)(`/api/ops/${path}`, init);
}

interface OpsRoute {
  method: string;
  path: string;
  body?: unknown;
  /** Besides ADMIN, who may call it. */
  allowed: OperatorRole[];
}

/** Every route of the ops group (bodies that change nothing: unknown targets or invalid values). */
const ROUTES: OpsRoute[] = [
  { method: 'POST', path: 'mining/accrue', body: { date: '2000-01-01' }, allowed: ['FINANCE'] },
  { method: 'PUT', path: 'setting/WEB/maintenance', body: { value: 'maybe' }, allowed: [] },
  { method: 'POST', path: 'kyc/nobody-here', body: { decision: 'APPROVE' }, allowed: ['SUPPORT'] },
  { method: 'POST', path: 'order/FHNOPE0000/confirm', allowed: ['FINANCE'] },
  { method: 'POST', path: 'member/nobody-here/unblock', allowed: [] },
  { method: 'POST', path: `withdraw/${ZERO_UUID}`, body: { decision: 'REJECT', reason: 'No' }, allowed: ['FINANCE'] },
  { method: 'GET', path: 'operators', allowed: [] },
  { method: 'POST', path: 'operators', body: { username: '!', role: 'SUPPORT' }, allowed: [] },
  { method: 'POST', path: 'operators/nobody-here/tokens', body: {}, allowed: [] },
  { method: 'DELETE', path: `operators/tokens/${ZERO_UUID}`, allowed: [] },
  { method: 'PUT', path: 'operators/nobody-here/role', body: { role: 'ADMIN' }, allowed: [] },
  { method: 'GET', path: 'operator-changes', allowed: [] },
  { method: 'POST', path: `operator-changes/${ZERO_UUID}/approve`, allowed: [] },
  { method: 'POST', path: `operator-changes/${ZERO_UUID}/reject`, body: { reason: 'No' }, allowed: [] },
];

const cases = ROUTES.flatMap((route) =>
  (['ADMIN', 'FINANCE', 'SUPPORT'] as const).map((role) => [route.method, route.path, role, route, role === 'ADMIN' || route.allowed.includes(role)] as const),
);

describe('ops roles', () => {
  it.each(cases)('%s %s as %s', async (_method, _path, role, route, allowed) => {
    const response = await ops(TOKENS[role], route.method, route.path, route.body);
    const body = await response.json();
    if (allowed) {
      expect([401, 403]).not.toContain(response.status);
    } else {
      expect(response.status).toBe(403);
      expect(body).toEqual({ statusCode: 403, code: 'OPS_ROLE_FORBIDDEN', message: "The operator's role does not allow this action" });
    }
  });

  it('refuses a member access token on every ops route (401)', async () => {
    const member = await newMember(server.api, 'opsprobe');
    for (const route of ROUTES) {
      const response = await ops(member.accessToken, route.method, route.path, route.body);
      expect([route.path, response.status]).toEqual([route.path, 401]);
      expect((await response.json()).code).toBe('INVALID_OPS_TOKEN');
    }
  });

  it('lets support decide a KYC, and audits who, from where, before and after, in the same transaction', async () => {
    const member = await newMember(server.api, 'kycaudit');
    await server.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.username, member.username));
    const response = await ops(TOKENS.SUPPORT, 'POST', `kyc/${member.username}`, { decision: 'REJECT', reason: 'The photo is blurred' });
    expect(response.status).toBe(200);
    const rows = await server.db.select().from(auditLog).where(eq(auditLog.targetId, member.username));
    const [support] = await server.db.select().from(operators).where(eq(operators.username, 'support'));
    expect(rows).toEqual([
      expect.objectContaining({
        operatorId: support.id,
        action: 'kyc.decide',
        targetType: 'member',
        ip: OPERATOR_IP,
        before: { kycStatus: 'PENDING' },
        after: { kycStatus: 'REJECTED' },
        reason: 'The photo is blurred',
      }),
    ]);
    // A refused action (not pending any more) changes nothing and leaves no row.
    expect((await ops(TOKENS.SUPPORT, 'POST', `kyc/${member.username}`, { decision: 'APPROVE' })).status).toBe(409);
    expect(await server.db.select().from(auditLog).where(eq(auditLog.targetId, member.username))).toHaveLength(1);
  });

  it('audits a withdrawal decision as finance: the amount before, the refusal and its reason after', async () => {
    const [pending] = await server.db.select().from(withdrawals).where(eq(withdrawals.status, 'PENDING')).limit(1);
    const response = await ops(TOKENS.FINANCE, 'POST', `withdraw/${pending.id}`, { decision: 'REJECT', reason: 'Address flagged' });
    expect(response.status).toBe(200);
    const [finance] = await server.db.select().from(operators).where(eq(operators.username, 'finance'));
    expect(await server.db.select().from(auditLog).where(eq(auditLog.targetId, pending.id))).toEqual([
      expect.objectContaining({
        operatorId: finance.id,
        action: 'withdrawal.decide',
        ip: OPERATOR_IP,
        before: { status: 'PENDING', amount: pending.amount, fee: pending.fee, symbol: pending.symbol, address: pending.address },
        after: { status: 'REJECTED', txHash: null, reason: 'Address flagged' },
        reason: 'Address flagged',
      }),
    ]);
  });

  it('audits a setting change with the value before and after', async () => {
    expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/WEB/hotline', { value: '1900 0001' })).status).toBe(200);
    expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/WEB/hotline', { value: '1900 0002' })).status).toBe(200);
    const rows = await server.db.select().from(auditLog).where(eq(auditLog.targetId, 'WEB.hotline')).orderBy(auditLog.createdAt);
    expect(rows.at(-1)).toMatchObject({ action: 'setting.save', before: { value: '1900 0001' }, after: { value: '1900 0002' }, ip: OPERATOR_IP });
  });
});

describe('operator API tokens', () => {
  it('are shown once, stored as sha256 only, never logged, and refused once revoked', async () => {
    const logged: string[] = [];
    const spies = (['info', 'log', 'warn', 'error'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    let made: { id: string; token: string; label: string };
    try {
      const response = await ops(TOKENS.ADMIN, 'POST', 'operators/support/tokens', { label: 'laptop' });
      expect(response.status).toBe(200);
      made = (await response.json()).data;
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(made.token).toMatch(/^fhops_[A-Za-z0-9_-]{43}$/);
    expect(logged.join('\n')).not.toContain(made.token);

    const [stored] = await server.db.select().from(operatorApiTokens).where(eq(operatorApiTokens.id, made.id));
    expect(stored.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    const everyColumn = await server.db.execute(sql`SELECT * FROM operator_api_tokens`);
    expect(JSON.stringify(everyColumn)).not.toContain(made.token);
    const audited = await server.db.select().from(auditLog).where(eq(auditLog.targetId, made.id));
    expect(JSON.stringify(audited)).not.toContain(made.token);
    expect(audited).toEqual([expect.objectContaining({ action: 'operator.token.create', after: { operator: 'support', label: 'laptop' } })]);

    // It works (as support: KYC yes, finance no), is listed with its last use, then is revoked.
    expect((await ops(made.token, 'POST', 'kyc/nobody-here', { decision: 'APPROVE' })).status).toBe(404);
    expect((await ops(made.token, 'POST', 'mining/accrue', {})).status).toBe(403);
    const listed = (await (await ops(TOKENS.ADMIN, 'GET', 'operators')).json()).data;
    const supportTokens = listed.find((operator: { username: string }) => operator.username === 'support').tokens;
    expect(supportTokens).toContainEqual(expect.objectContaining({ id: made.id, label: 'laptop', lastUsedAt: expect.any(String), revokedAt: null }));
    expect(JSON.stringify(listed)).not.toContain(made.token);

    expect((await ops(TOKENS.ADMIN, 'DELETE', `operators/tokens/${made.id}`)).status).toBe(200);
    const refused = await ops(made.token, 'POST', 'kyc/nobody-here', { decision: 'APPROVE' });
    expect(refused.status).toBe(401);
    expect((await ops(TOKENS.ADMIN, 'DELETE', `operators/tokens/${made.id}`)).status).toBe(404);
    const revocation = await server.db.select().from(auditLog).where(eq(auditLog.action, 'operator.token.revoke'));
    expect(revocation).toContainEqual(expect.objectContaining({ targetId: made.id, before: { label: 'laptop', revokedAt: null } }));
  });

  it('are refused when their operator is disabled', async () => {
    const made = (await (await ops(TOKENS.ADMIN, 'POST', 'operators/finance/tokens', {})).json()).data;
    await server.db.update(operators).set({ disabledAt: new Date() }).where(eq(operators.username, 'finance'));
    try {
      expect((await ops(made.token, 'POST', 'mining/accrue', { date: '2000-01-01' })).status).toBe(401);
    } finally {
      await server.db.update(operators).set({ disabledAt: null }).where(eq(operators.username, 'finance'));
    }
  });
});

describe('audit_log', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_log SET action = 'tampered'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s in the database itself', async (_statement, statement) => {
    const before = await server.db.select().from(auditLog);
    expect(before.length).toBeGreaterThan(0);
    const failure = await server.db.execute(statement).then(
      () => null,
      (error: Error) => error,
    );
    // drizzle wraps the driver's error ("Failed query: …") as its cause.
    expect((failure?.cause as Error | undefined)?.message).toMatch(/audit_log is append-only/);
    expect(await server.db.select().from(auditLog)).toEqual(before);
  });
});

describe('operator setup link', () => {
  const setup = (init?: RequestInit, query = '') => server.api(`/api/public/ops/setup${query}`, init);

  it('makes the operator, shows the authenticator, and sets the password with a code, once', async () => {
    const asked = await ops(TOKENS.ADMIN, 'POST', 'operators', { username: 'Ops.Anna', role: 'FINANCE' });
    expect(asked.status).toBe(200);
    // A second admin approves the request; the approval carries the setup link.
    const created = await ops(demoOperatorToken('admin2'), 'POST', `operator-changes/${(await asked.json()).data.id}/approve`);
    expect(created.status).toBe(200);
    const { data } = await created.json();
    expect(data).toMatchObject({ username: 'ops.anna', role: 'FINANCE', setupPath: expect.stringMatching(/^\/ops\/setup\?token=[A-Za-z0-9_-]{43}$/) });
    const token = new URL(data.setupPath, 'https://x').searchParams.get('token') as string;
    expect((await ops(TOKENS.ADMIN, 'POST', 'operators', { username: 'ops.anna', role: 'SUPPORT' })).status).toBe(409);

    const info = await setup(undefined, `?token=${token}`);
    expect(info.status).toBe(200);
    const shown = (await info.json()).data;
    expect(shown).toMatchObject({ username: 'ops.anna', role: 'FINANCE', otpauthUri: expect.stringContaining('otpauth://totp/') });

    const wrong = await setup(postJson({ token, password: 'Ops@12345', code: '000000' === totpCode(shown.totpSecret, Date.now()) ? '111111' : '000000' }));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual({ code: 'Invalid verification code' });

    const body = { token, password: 'Ops@12345', code: totpCode(shown.totpSecret, Date.now()) };
    const answers = await Promise.all([setup(postJson(body)), setup(postJson(body))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await setup(postJson(body))).status).toBe(404);
    const again = await setup(undefined, `?token=${token}`);
    expect(again.status).toBe(404);
    expect((await again.json()).code).toBe('INVALID_SETUP_LINK');

    const [anna] = await server.db.select().from(operators).where(eq(operators.username, 'ops.anna'));
    expect(anna).toMatchObject({ totpEnrolled: true, passwordHash: expect.stringMatching(/^scrypt\$/) });
    const trail = await server.db.select().from(auditLog).where(eq(auditLog.targetId, anna.id));
    expect(trail.map((row) => row.action).sort()).toEqual(['operator.create', 'operator.setup']);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await setup(undefined, '?token=nope')).status).toBe(404);
    expect((await setup(undefined, `?token=${'a'.repeat(43)}`)).status).toBe(404);
  });
});

describe('first-admin bootstrap', () => {
  it('makes the first two admins directly, and is refused once two admins hold a live token', async () => {
    expect(await bootstrapAdmin(server.db, 'root', new Date())).toEqual({ outcome: 'admins-exist' });
    await server.db.update(operatorApiTokens).set({ revokedAt: new Date() });
    const made = await bootstrapAdmin(server.db, 'root', new Date());
    expect(made).toMatchObject({ outcome: 'created', apiToken: expect.stringMatching(/^fhops_/) });
    if (made.outcome !== 'created') throw new Error('not created');
    expect((await ops(made.apiToken, 'GET', 'operators')).status).toBe(200);
    // A lone admin's request for another operator would wait for a second admin forever: the second comes the same way.
    expect(await bootstrapAdmin(server.db, 'root2', new Date())).toMatchObject({ outcome: 'created' });
    expect(await bootstrapAdmin(server.db, 'root3', new Date())).toEqual({ outcome: 'admins-exist' });
    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'operator.create')).orderBy(sql`created_at desc`).limit(1);
    expect(row).toMatchObject({ operatorId: null, after: { username: 'root2', role: 'ADMIN' } });
  });
});
