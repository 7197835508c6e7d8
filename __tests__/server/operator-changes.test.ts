import { and, eq } from 'drizzle-orm';

import { auditLog, operatorChanges, operators } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { bearer } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

/**
 * Creating an operator or changing a role takes two admins: the first admin's request waits (audited) until a
 * different admin approves it; the requester can never approve their own.
 */

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

const ADMIN = demoOperatorToken('admin');
const ADMIN2 = demoOperatorToken('admin2');
const FINANCE = demoOperatorToken('finance');

async function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await server.apiFrom('203.0.113.50')(`/api/ops/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const operatorNamed = async (username: string) => (await server.db.select().from(operators).where(eq(operators.username, username)))[0] ?? null;

describe('a new operator', () => {
  it('waits for a second admin: no operator and no setup link until another admin approves', async () => {
    const asked = await ops(ADMIN, 'POST', 'operators', { username: 'Mallory', role: 'ADMIN' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Waiting for a second admin');
    expect(asked.body.data).toEqual(expect.objectContaining({ kind: 'CREATE', username: 'mallory', role: 'ADMIN', status: 'PENDING', requestedBy: 'admin' }));
    expect(asked.body.data).not.toHaveProperty('setupPath');
    expect(await operatorNamed('mallory')).toBeNull();
    const [audit] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.create-request'), eq(auditLog.targetId, asked.body.data.id)));
    expect(audit.after).toEqual({ username: 'mallory', role: 'ADMIN', status: 'PENDING' });

    // The same name again, while it waits: refused.
    expect((await ops(ADMIN2, 'POST', 'operators', { username: 'mallory', role: 'SUPPORT' })).body.code).toBe('OPERATOR_CHANGE_WAITING');

    const own = await ops(ADMIN, 'POST', `operator-changes/${asked.body.data.id}/approve`);
    expect([own.status, own.body.code]).toEqual([403, 'OPERATOR_CHANGE_SELF_APPROVAL']);
    expect((await ops(FINANCE, 'POST', `operator-changes/${asked.body.data.id}/approve`)).status).toBe(403);
    expect(await operatorNamed('mallory')).toBeNull();

    const listed = await ops(ADMIN2, 'GET', 'operator-changes');
    expect(listed.body.data.map((change: { id: string }) => change.id)).toContain(asked.body.data.id);
    expect((await ops(FINANCE, 'GET', 'operator-changes')).status).toBe(403);

    const both = await Promise.all([ops(ADMIN2, 'POST', `operator-changes/${asked.body.data.id}/approve`), ops(ADMIN2, 'POST', `operator-changes/${asked.body.data.id}/approve`)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const approved = both.find((answer) => answer.status === 200)!.body.data;
    expect(approved).toEqual(
      expect.objectContaining({ status: 'APPLIED', decidedBy: 'admin2', setupPath: expect.stringMatching(/^\/ops\/setup\?token=[A-Za-z0-9_-]{43}$/) }),
    );
    expect(await operatorNamed('mallory')).toEqual(expect.objectContaining({ role: 'ADMIN' }));
    expect((await ops(ADMIN2, 'GET', 'operator-changes')).body.data.map((change: { id: string }) => change.id)).not.toContain(asked.body.data.id);
  });

  it('is refused for a name taken, and a rejected request makes nothing and cannot be approved later', async () => {
    expect((await ops(ADMIN, 'POST', 'operators', { username: 'finance', role: 'ADMIN' })).body.code).toBe('OPERATOR_EXISTS');
    const asked = await ops(ADMIN, 'POST', 'operators', { username: 'eve', role: 'FINANCE' });
    const rejected = await ops(ADMIN2, 'POST', `operator-changes/${asked.body.data.id}/reject`, { reason: 'Nobody asked for her' });
    expect(rejected.body.data).toEqual(expect.objectContaining({ status: 'REJECTED', rejectReason: 'Nobody asked for her', setupPath: null }));
    expect((await ops(ADMIN2, 'POST', `operator-changes/${asked.body.data.id}/approve`)).body.code).toBe('OPERATOR_CHANGE_NOT_PENDING');
    expect(await operatorNamed('eve')).toBeNull();
    // The requester may withdraw their own request.
    const again = await ops(ADMIN, 'POST', 'operators', { username: 'eve', role: 'FINANCE' });
    expect((await ops(ADMIN, 'POST', `operator-changes/${again.body.data.id}/reject`, { reason: 'Typo' })).body.data.status).toBe('REJECTED');
    expect(await operatorNamed('eve')).toBeNull();
  });
});

describe("an operator's role", () => {
  it('changes only when a second admin approves', async () => {
    const asked = await ops(ADMIN, 'PUT', 'operators/support/role', { role: 'ADMIN' });
    expect(asked.body.data).toEqual(expect.objectContaining({ kind: 'ROLE', username: 'support', role: 'ADMIN', previousRole: 'SUPPORT', status: 'PENDING' }));
    expect((await operatorNamed('support'))?.role).toBe('SUPPORT');
    // Still support: the console's admin routes stay closed.
    expect((await ops(demoOperatorToken('support'), 'GET', 'operators')).status).toBe(403);
    expect((await ops(ADMIN, 'POST', `operator-changes/${asked.body.data.id}/approve`)).body.code).toBe('OPERATOR_CHANGE_SELF_APPROVAL');

    const approved = await ops(ADMIN2, 'POST', `operator-changes/${asked.body.data.id}/approve`);
    expect(approved.body.data).toEqual(expect.objectContaining({ status: 'APPLIED', decidedBy: 'admin2', setupPath: null }));
    expect((await operatorNamed('support'))?.role).toBe('ADMIN');
    const [audit] = await server.db.select().from(auditLog).where(eq(auditLog.action, 'operator.role'));
    expect([audit.before, audit.after]).toEqual([
      { username: 'support', role: 'SUPPORT' },
      { username: 'support', role: 'ADMIN' },
    ]);
    // Back, the same way.
    const back = await ops(ADMIN2, 'PUT', 'operators/support/role', { role: 'SUPPORT' });
    await ops(ADMIN, 'POST', `operator-changes/${back.body.data.id}/approve`);
    expect((await operatorNamed('support'))?.role).toBe('SUPPORT');
  });

  it('answers an unknown operator, the same role and a bad role on their codes', async () => {
    expect((await ops(ADMIN, 'PUT', 'operators/nobody/role', { role: 'ADMIN' })).body.code).toBe('OPERATOR_NOT_FOUND');
    expect((await ops(ADMIN, 'PUT', 'operators/finance/role', { role: 'FINANCE' })).body.code).toBe('OPERATOR_ROLE_UNCHANGED');
    expect((await ops(ADMIN, 'PUT', 'operators/finance/role', { role: 'OWNER' })).status).toBe(400);
    expect((await ops(FINANCE, 'PUT', 'operators/finance/role', { role: 'ADMIN' })).status).toBe(403);
    expect((await ops(ADMIN, 'POST', 'operator-changes/not-an-id/approve')).body.code).toBe('OPERATOR_CHANGE_NOT_FOUND');
    expect(await server.db.select().from(operatorChanges).where(eq(operatorChanges.username, 'nobody'))).toEqual([]);
  });
});

describe("the console's forms", () => {
  const refusal = async (method: string, path: string, body: unknown) => {
    const { status, body: answer } = await ops(ADMIN, method, path, body);
    return { status, code: answer.code, fieldCodes: answer.fieldCodes };
  };

  it('find each refusal of a new operator under the field it is about', async () => {
    expect(await refusal('POST', 'operators', { username: '9lives', role: 'SUPPORT' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldCodes: { username: 'OPERATOR_USERNAME_RULE' },
    });
    expect(await refusal('POST', 'operators', { username: 'zoe', role: 'OWNER' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldCodes: { role: 'OPERATOR_ROLE_INVALID' },
    });
    expect(await refusal('POST', 'operators', { username: 'Finance', role: 'ADMIN' })).toEqual({
      status: 409,
      code: 'OPERATOR_EXISTS',
      fieldCodes: { username: 'OPERATOR_EXISTS' },
    });
    await ops(ADMIN2, 'POST', 'operators', { username: 'zoe', role: 'SUPPORT' });
    expect(await refusal('POST', 'operators', { username: 'zoe', role: 'FINANCE' })).toEqual({
      status: 409,
      code: 'OPERATOR_CHANGE_WAITING',
      fieldCodes: { username: 'OPERATOR_CHANGE_WAITING' },
    });
  });

  it("find each refusal of another role under the role", async () => {
    expect(await refusal('PUT', 'operators/finance/role', { role: 'FINANCE' })).toEqual({
      status: 409,
      code: 'OPERATOR_ROLE_UNCHANGED',
      fieldCodes: { role: 'OPERATOR_ROLE_UNCHANGED' },
    });
    await ops(ADMIN2, 'PUT', 'operators/finance/role', { role: 'SUPPORT' });
    expect(await refusal('PUT', 'operators/finance/role', { role: 'ADMIN' })).toEqual({
      status: 409,
      code: 'OPERATOR_CHANGE_WAITING',
      fieldCodes: { role: 'OPERATOR_CHANGE_WAITING' },
    });
  });

  it('list the operators with their role, set-up and tokens (admins only)', async () => {
    const { status, body } = await ops(ADMIN, 'GET', 'operators');
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'admin2', role: 'ADMIN', setUp: true, disabledAt: null, tokens: expect.any(Array) }),
        expect.objectContaining({ username: 'support', role: 'SUPPORT' }),
      ]),
    );
    expect((await ops(FINANCE, 'GET', 'operators')).status).toBe(403);
  });
});
