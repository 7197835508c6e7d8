import type { OpsAuditEntry } from '@/contract/ops-audit';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { newMember } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

/** The audit list names each row's target: the member by username and full name, an order by code, an adjustment by reference. */

let server: TestApp;
let actionLog: jest.SpyInstance;
const ADMIN = demoOperatorToken('admin');
const FINANCE = demoOperatorToken('finance');
const SUPPORT = demoOperatorToken('support');

beforeAll(async () => {
  server = await createTestApp();
  actionLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterAll(async () => {
  await server.close();
  actionLog.mockRestore();
});

async function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await server.api(`/api/ops/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const auditOf = async (query: string) => (await ops(ADMIN, 'GET', `audit?${query}`)).body.data.entries as OpsAuditEntry[];

describe('GET ops/audit resolves targets to names', () => {
  it('names a member target by username and full name', async () => {
    const { username } = await newMember(server.api, 'audname');
    expect((await ops(SUPPORT, 'POST', `members/${username}/lock`, { reason: 'Checking the audit names' })).status).toBe(200);
    const [entry] = await auditOf(`action=member.lock&target=${username}`);
    expect(entry).toMatchObject({ targetType: 'member', targetId: username, subject: { name: null, member: { username, fullName: 'Lê Văn Thử' } } });
  });

  it("names an adjustment's approval by its reference and its member, not by its id alone", async () => {
    const { username } = await newMember(server.api, 'audadj');
    const asked = await ops(FINANCE, 'POST', `members/${username}/adjustments`, { symbol: 'USDT', direction: 'CREDIT', amount: '5000', reason: 'Large booking' });
    expect(asked.body.data.status).toBe('PENDING');
    expect((await ops(ADMIN, 'POST', `adjustments/${asked.body.data.id}/approve`)).status).toBe(200);
    const [entry] = await auditOf(`action=ledger.adjust-approve&target=${asked.body.data.id}`);
    expect(entry).toMatchObject({
      targetType: 'ledger_adjustment',
      targetId: asked.body.data.id,
      subject: { name: asked.body.data.reference, member: { username, fullName: 'Lê Văn Thử' } },
    });
  });

  it('names an order by its code and its member', async () => {
    const [order] = (await ops(FINANCE, 'GET', 'queues/bank-orders')).body.data.items as { code: string; username: string }[];
    expect((await ops(FINANCE, 'POST', `queues/bank-orders/${order.code}/cancel`, { reason: 'Checking the audit names' })).status).toBe(200);
    const [entry] = await auditOf(`action=order.cancel&target=${order.code}`);
    expect(entry).toMatchObject({ targetType: 'order', targetId: order.code, subject: { name: order.code, member: { username: order.username } } });
    expect(entry.subject?.member?.fullName).toEqual(expect.any(String));
  });

  it('leaves a setting (its id is its name) without a subject', async () => {
    expect((await ops(ADMIN, 'PUT', 'setting/WEB/hotline', { value: '+84 900 000 001' })).status).toBe(200);
    const [entry] = await auditOf('action=setting.save&target=WEB.hotline');
    expect(entry.subject).toBeNull();
  });
});
