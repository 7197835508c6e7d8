import { and, eq } from 'drizzle-orm';

import type { OperatorRole } from '@/contract/enums';
import type { OpsAuditPage } from '@/contract/ops-audit';
import type { OpsMiningDays, OpsMiningPayment } from '@/contract/ops-mining';
import type { OpsOverview } from '@/contract/ops-overview';
import type { OpsSettingChange, OpsSettingsView, OpsTokenSettings } from '@/contract/ops-settings';
import { auditLog, miningAccrualDays, miningRewards, tokens, users } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import { seedTokens } from '@/server/db/seed-data/tokens';
import { auditCsv, csvCell } from '@/server/domain/audit';
import { addDays, utcDate } from '@/server/domain/history';

import { bearer } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

const TOKENS = { ADMIN: demoOperatorToken('admin'), FINANCE: demoOperatorToken('finance'), SUPPORT: demoOperatorToken('support') };
const OPERATOR_IP = '203.0.113.45';

function opsOf(app: Pick<TestVariant, 'apiFrom'>) {
  return (token: string, method: string, path: string, body?: unknown) => {
    const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
    if (body !== undefined) init.body = JSON.stringify(body);
    return app.apiFrom(OPERATOR_IP)(`/api/ops/${path}`, init);
  };
}
const ops = (token: string, method: string, path: string, body?: unknown) => opsOf(server)(token, method, path, body);

async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (response.status !== 200) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
  return body.data;
}

const EC_TOKEN = seedTokens.find((token) => token.code === 'EC')!;

describe('roles of the console routes', () => {
  const routes: { method: string; path: string; body?: unknown; allowed: OperatorRole[] }[] = [
    { method: 'GET', path: 'overview', allowed: ['FINANCE', 'SUPPORT'] },
    { method: 'GET', path: 'settings', allowed: [] },
    { method: 'PUT', path: 'settings/tokens/EC', body: { price: 'x' }, allowed: [] },
    { method: 'GET', path: 'settings/history/setting/WEB/siteName', allowed: [] },
    { method: 'GET', path: 'settings/history/token/EC', allowed: [] },
    { method: 'GET', path: 'mining/days', allowed: ['FINANCE'] },
    { method: 'POST', path: 'mining/pay-missed', allowed: ['FINANCE'] },
    { method: 'GET', path: 'audit', allowed: [] },
    { method: 'GET', path: 'audit/export.csv', allowed: [] },
  ];
  const cases = routes.flatMap((route) => (['ADMIN', 'FINANCE', 'SUPPORT'] as const).map((role) => [route.method, route.path, role, route] as const));

  it.each(cases)('%s %s as %s', async (_method, _path, role, route) => {
    // Paying missed days as a role that may: nothing is missed in the seeded world (the demo's days are paid).
    const response = await ops(TOKENS[role], route.method, route.path, route.body);
    if (role === 'ADMIN' || route.allowed.includes(role)) {
      expect([401, 403]).not.toContain(response.status);
    } else {
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('OPS_ROLE_FORBIDDEN');
    }
  });

  it('refuses a member access token (401) and no token at all', async () => {
    const member = await newMember(server.api, 'opsadmprobe');
    for (const route of routes) {
      expect((await ops(member.accessToken, route.method, route.path, route.body)).status).toBe(401);
      expect((await server.api(`/api/ops/${route.path}`, { method: route.method })).status).toBe(401);
    }
  });
});

describe('overview', () => {
  it("counts today's new members and the pending KYC queue", async () => {
    const before = await dataOf<OpsOverview>(await ops(TOKENS.SUPPORT, 'GET', 'overview'));
    expect(before.date).toBe(utcDate(new Date()));
    const member = await newMember(server.api, 'overview');
    await server.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.username, member.username));
    const after = await dataOf<OpsOverview>(await ops(TOKENS.SUPPORT, 'GET', 'overview'));
    expect(after.newMembers).toBe(before.newMembers + 1);
    expect(after.support?.kycToReview).toBe((before.support?.kycToReview ?? 0) + 1);
    expect(after.support?.ticketsToAnswer).toEqual(expect.any(Number));
  });

  it("gives each role only its figures: support no money, finance no support counts, admin both", async () => {
    const support = await dataOf<OpsOverview>(await ops(TOKENS.SUPPORT, 'GET', 'overview'));
    expect(Object.keys(support).toSorted()).toEqual(['date', 'newMembers', 'support']);
    const finance = await dataOf<OpsOverview>(await ops(TOKENS.FINANCE, 'GET', 'overview'));
    expect(Object.keys(finance).toSorted()).toEqual(['date', 'finance', 'newMembers']);
    expect(finance.finance?.orders.volumeUsdt).toMatch(/^\d+(\.\d+)?$/);
    expect(finance.finance).toEqual(expect.objectContaining({ withdrawalsToDecide: expect.any(Number), bankOrdersAwaiting: expect.any(Number) }));
    const admin = await dataOf<OpsOverview>(await ops(TOKENS.ADMIN, 'GET', 'overview'));
    expect(Object.keys(admin).toSorted()).toEqual(['date', 'finance', 'newMembers', 'support']);
  });

  it("counts in the menu only the queues of the operator's role", async () => {
    expect(Object.keys(await dataOf<object>(await ops(TOKENS.SUPPORT, 'GET', 'queues/counts'))).toSorted()).toEqual(['kyc', 'tickets']);
    expect(Object.keys(await dataOf<object>(await ops(TOKENS.FINANCE, 'GET', 'queues/counts'))).toSorted()).toEqual(['bankOrders', 'withdrawals']);
    expect(Object.keys(await dataOf<object>(await ops(TOKENS.ADMIN, 'GET', 'queues/counts'))).toSorted()).toEqual(['bankOrders', 'kyc', 'tickets', 'withdrawals']);
  });
});

describe('settings editor', () => {
  it('lists the editable groups and every token', async () => {
    const view = await dataOf<OpsSettingsView>(await ops(TOKENS.ADMIN, 'GET', 'settings'));
    expect(view.groups.map((group) => group.group)).toEqual(['WEB', 'CONTACT', 'BANKING', 'SECURITY']);
    expect(view.groups[0].settings).toContainEqual({ name: 'siteName', value: 'FilHub' });
    expect(view.tokens.find((token) => token.code === 'EC')).toEqual({ code: 'EC', price: EC_TOKEN.price, buyPrice: EC_TOKEN.buyPrice, settings: EC_TOKEN.settings });
  });

  it('refuses an invalid setting value with its field error and writes no audit row', async () => {
    const response = await ops(TOKENS.ADMIN, 'PUT', 'setting/BANKING/bin', { value: '12ab' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { value: 'SETTING_BANK_BIN' } });
    const history = await dataOf<OpsSettingChange[]>(await ops(TOKENS.ADMIN, 'GET', 'settings/history/setting/BANKING/bin'));
    expect(history).toEqual([]);
  });

  it("shows a setting's change in its history: who, from where, before and after", async () => {
    expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/CONTACT/telegram', { value: 'https://t.me/filhub_vn' })).status).toBe(200);
    const history = await dataOf<OpsSettingChange[]>(await ops(TOKENS.ADMIN, 'GET', 'settings/history/setting/CONTACT/telegram'));
    expect(history).toEqual([
      { id: expect.any(String), at: expect.any(String), operator: 'admin', ip: OPERATOR_IP, before: { value: 'https://t.me/filhub' }, after: { value: 'https://t.me/filhub_vn' } },
    ]);
  });

  const validToken = { price: '3', buyPrice: '2.9', settings: { ...EC_TOKEN.settings, WITHDRAW: { isFeePercent: true, fee: '1.5', minFee: '0.5', minimumAmount: '12' } } };

  it("saves a token's price, fees and minimum, audited with before and after, and the portal's prices follow", async () => {
    const saved = await dataOf<OpsTokenSettings>(await ops(TOKENS.ADMIN, 'PUT', 'settings/tokens/EC', validToken));
    expect(saved).toEqual({ code: 'EC', ...validToken });
    const prices = (await (await server.api('/api/public/coin/prices')).json()) as { data: { code: string; price: string; settings: { WITHDRAW: { minimumAmount: string } } }[] };
    const ec = prices.data.find((token) => token.code === 'EC');
    expect([ec?.price, ec?.settings.WITHDRAW.minimumAmount]).toEqual(['3', '12']);
    const history = await dataOf<OpsSettingChange[]>(await ops(TOKENS.ADMIN, 'GET', 'settings/history/token/EC'));
    expect(history[0]).toMatchObject({ operator: 'admin', before: { price: EC_TOKEN.price, buyPrice: EC_TOKEN.buyPrice, settings: EC_TOKEN.settings }, after: validToken });
  });

  it.each([
    ['a price of 0', { ...validToken, price: '0' }, { price: 'TOKEN_PRICE_POSITIVE' }],
    ['a buy-back above the price', { ...validToken, buyPrice: '3.5' }, { buyPrice: 'TOKEN_BUY_PRICE_ABOVE_PRICE' }],
    ['a percentage fee above 100', { ...validToken, settings: { ...validToken.settings, SWAP: { ...validToken.settings.SWAP, isFeePercent: true, fee: '101' } } }, { 'settings.SWAP.fee': 'TOKEN_FEE_PERCENT_RULE' }],
    ['a negative minimum', { ...validToken, settings: { ...validToken.settings, TRANSFER: { ...validToken.settings.TRANSFER, minimumAmount: '-1' } } }, { 'settings.TRANSFER.minimumAmount': 'TOKEN_DECIMAL_RULE' }],
    ['a missing operation', { price: '1', buyPrice: '1', settings: { SWAP: validToken.settings.SWAP } }, { 'settings.TRANSFER': 'INVALID_VALUE' }],
  ])('refuses %s (400, field errors) and changes nothing', async (_name, body, fieldCodes) => {
    const [before] = await server.db.select().from(tokens).where(eq(tokens.code, 'EC'));
    const response = await ops(TOKENS.ADMIN, 'PUT', 'settings/tokens/EC', body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldCodes).toMatchObject(fieldCodes);
    expect(await server.db.select().from(tokens).where(eq(tokens.code, 'EC'))).toEqual([before]);
  });

  it('answers 404 for an unknown token', async () => {
    expect((await ops(TOKENS.ADMIN, 'PUT', 'settings/tokens/BTC', validToken)).status).toBe(404);
    expect((await ops(TOKENS.ADMIN, 'GET', 'settings/history/token/BTC')).status).toBe(404);
  });
});

describe('audit log', () => {
  it('finds rows by operator, action, target and day, newest first, paged by key', async () => {
    for (const value of ['+84 1', '+84 2', '+84 3']) {
      expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/WEB/hotline', { value })).status).toBe(200);
    }
    const today = utcDate(new Date());
    const first = await dataOf<OpsAuditPage>(await ops(TOKENS.ADMIN, 'GET', `audit?operator=ADMIN&action=setting.save&target=web.hotline&from=${today}&to=${today}&limit=2`));
    expect(first.entries.map((entry) => entry.after)).toEqual([{ value: '+84 3' }, { value: '+84 2' }]);
    expect(first.entries[0]).toMatchObject({ operator: 'admin', ip: OPERATOR_IP, action: 'setting.save', targetType: 'setting', targetId: 'WEB.hotline' });
    expect(first.next).toEqual(expect.any(String));
    const second = await dataOf<OpsAuditPage>(await ops(TOKENS.ADMIN, 'GET', `audit?target=web.hotline&action=setting.save&limit=2&cursor=${first.next}`));
    expect(second.entries.map((entry) => entry.after)).toEqual([{ value: '+84 1' }]);
    expect(second.next).toBeNull();

    const otherOperator = await dataOf<OpsAuditPage>(await ops(TOKENS.ADMIN, 'GET', 'audit?operator=finance&target=web.hotline'));
    expect(otherOperator.entries).toEqual([]);
    const yesterday = addDays(today, -1);
    expect((await dataOf<OpsAuditPage>(await ops(TOKENS.ADMIN, 'GET', `audit?target=web.hotline&to=${yesterday}`))).entries).toEqual([]);
  });

  it('takes a LIKE wildcard in a filter literally', async () => {
    const page = await dataOf<OpsAuditPage>(await ops(TOKENS.ADMIN, 'GET', 'audit?action=%25'));
    expect(page.entries).toEqual([]);
  });

  it.each([
    ['a bad cursor', 'audit?cursor=nope', { cursor: 'INVALID_CURSOR' }],
    ['a bad date', 'audit?from=2026-13-01', { from: 'FROM_DATE_FORMAT' }],
    ['a reversed range', 'audit?from=2026-02-01&to=2026-01-01', { to: 'RANGE_REVERSED' }],
    ['a long filter', `audit?action=${'a'.repeat(101)}`, { action: 'AUDIT_FILTER_RULE' }],
    ['a bad limit', 'audit?limit=500', { limit: 'LIMIT_RULE_100' }],
  ])('refuses %s (400)', async (_name, path, fieldCodes) => {
    const response = await ops(TOKENS.ADMIN, 'GET', path);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldCodes).toEqual(fieldCodes);
  });

  it('exports the filtered rows as CSV, quoted and safe from spreadsheet formulas', async () => {
    // A setting outside the catalogue takes any text (the hotline now has to be a phone number).
    const value = '=HYPERLINK("https://evil.test","click"), line\nnext';
    expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/WEB/notice', { value: 'plain' })).status).toBe(200);
    expect((await ops(TOKENS.ADMIN, 'PUT', 'setting/WEB/notice', { value })).status).toBe(200);
    const response = await ops(TOKENS.ADMIN, 'GET', 'audit/export.csv?target=web.notice&action=setting.save');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const [header, newest] = text.split('\r\n');
    expect(header).toBe('time,operator,ip,action,target_type,target_id,before,after,reason');
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}T[^,]+,admin,203\.0\.113\.45,setting\.save,setting,WEB\.notice,"\{""value"":""plain""\}","\{""value"":/);
    // JSON text never starts a formula; the value inside is quoted, its quotes doubled, the line break kept in the cell.
    expect(text).toContain('""value"":""=HYPERLINK(\\""https://evil.test\\"",\\""click\\""), line\\nnext""}"');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(1 + 2);
  });

  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=a,"b"', `"'=a,""b"""`],
    ['plain', 'plain'],
  ])('escapes the cell %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('guards every cell of a row, the operator and the target included', () => {
    const csv = auditCsv([
      { id: 'x', createdAt: new Date('2026-01-02T03:04:05Z'), operator: null, ip: null, action: '-cmd', targetType: 'member', targetId: '@x', before: null, after: null, reason: '=1' },
    ]);
    expect(csv.split('\r\n')[1]).toBe("2026-01-02T03:04:05.000Z,,,'-cmd,member,'@x,,,'=1");
  });
});

describe('mining days', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  // Noon three days after the real today: the seeded demo contract was paid up to yesterday, so today and the next two
  // are missed (the job's grace after the last of them is over).
  const later = new Date(`${addDays(utcDate(new Date()), 3)}T12:00:00.000Z`);
  let opsLater: ReturnType<typeof opsOf>;

  beforeAll(() => {
    opsLater = opsOf(server.variant({}, { now: () => later }));
  });

  const missedDays = [0, 1, 2].map((days) => addDays(utcDate(new Date()), days));

  it('shows the missed days and pays each once when two operators press the button together', async () => {
    const before = await dataOf<OpsMiningDays>(await opsLater(TOKENS.FINANCE, 'GET', 'mining/days'));
    expect(before.to).toBe(missedDays[2]);
    expect(before.days).toHaveLength(30);
    expect(before.days.slice(0, 3).map((day) => [day.date, day.status])).toEqual(missedDays.toReversed().map((day) => [day, 'MISSED']));
    expect(before.days[3].status).toBe('PAID');
    expect(before.payable).toBe(3);

    const answers = await Promise.all([opsLater(TOKENS.FINANCE, 'POST', 'mining/pay-missed'), opsLater(TOKENS.ADMIN, 'POST', 'mining/pay-missed')]);
    const payments = await Promise.all(answers.map((answer) => dataOf<OpsMiningPayment>(answer)));
    const paidDays = payments.flatMap((payment) => payment.paid.map((day) => day.date));
    expect(paidDays.toSorted()).toEqual(missedDays);
    expect(payments.flatMap((payment) => payment.paid).every((day) => day.credited >= 1)).toBe(true);

    for (const day of missedDays) {
      const rewards = await server.db.select({ contractId: miningRewards.contractId }).from(miningRewards).where(eq(miningRewards.day, day));
      expect(new Set(rewards.map((reward) => reward.contractId)).size).toBe(rewards.length);
    }
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.action, 'mining.pay-missed'));
    expect(audits).toHaveLength(payments.filter((payment) => payment.paid.length > 0).length);

    const after = await dataOf<OpsMiningDays>(await opsLater(TOKENS.FINANCE, 'GET', 'mining/days'));
    expect(after.days.slice(0, 3).map((day) => day.status)).toEqual(['PAID', 'PAID', 'PAID']);
    expect(after.payable).toBe(0);
    const again = await opsLater(TOKENS.FINANCE, 'POST', 'mining/pay-missed');
    expect(await again.json()).toMatchObject({ message: 'No missed day to pay', data: { paid: [], alreadyRunning: [] } });
  });

  it('leaves a day another accrual is running to it, and runs again one whose accrual is stale or failed', async () => {
    const running = addDays(missedDays[2], 1);
    const stale = addDays(missedDays[2], 2);
    const failed = addDays(missedDays[2], 3);
    const at = new Date(later.getTime() + 3 * DAY_MS);
    await server.db.insert(miningAccrualDays).values([
      { day: running, status: 'RUNNING', startedAt: new Date(at.getTime() - 60_000) },
      { day: stale, status: 'RUNNING', startedAt: new Date(at.getTime() - 2 * 60 * 60 * 1000) },
      { day: failed, status: 'FAILED', startedAt: new Date(at.getTime() - 60_000), finishedAt: at },
    ]);
    const opsThen = opsOf(server.variant({}, { now: () => at }));
    const days = await dataOf<OpsMiningDays>(await opsThen(TOKENS.FINANCE, 'GET', `mining/days?from=${running}`));
    expect(days.days.map((day) => [day.date, day.status])).toEqual([
      [failed, 'FAILED'],
      [stale, 'RUNNING'],
      [running, 'RUNNING'],
    ]);
    const payment = await dataOf<OpsMiningPayment>(await opsThen(TOKENS.FINANCE, 'POST', 'mining/pay-missed'));
    expect(payment.alreadyRunning).toEqual([running]);
    expect(payment.paid.map((day) => day.date)).toEqual([stale, failed]);
    const [record] = await server.db.select().from(miningAccrualDays).where(and(eq(miningAccrualDays.day, running)));
    expect(record.status).toBe('RUNNING');
  });

  it('shows the days before the first contract as nothing due, and refuses a bad range', async () => {
    const days = await dataOf<OpsMiningDays>(await ops(TOKENS.FINANCE, 'GET', 'mining/days?from=2001-01-01&to=2001-01-03'));
    expect(days.days.map((day) => day.status)).toEqual(['NOTHING_DUE', 'NOTHING_DUE', 'NOTHING_DUE']);
    const reversed = await ops(TOKENS.FINANCE, 'GET', 'mining/days?from=2001-02-01&to=2001-01-01');
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).fieldCodes).toEqual({ to: 'RANGE_REVERSED' });
  });
});

