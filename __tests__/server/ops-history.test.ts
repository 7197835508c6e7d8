import { eq } from 'drizzle-orm';

import type { BankOrderRecord, BankOrderSearch, ProcessedWithdrawal } from '@/contract/ops-history';
import type { OpsMemberDetail, MemberSearchPage } from '@/contract/ops-members';
import type { OpsMiningDays } from '@/contract/ops-mining';
import type { OpsQueuePage } from '@/contract/ops-queues';
import { users } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import { addDays, utcDate } from '@/server/domain/history';

import { bearer, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const TOKENS = { ADMIN: demoOperatorToken('admin'), FINANCE: demoOperatorToken('finance'), SUPPORT: demoOperatorToken('support') };
const TX_HASH = `0x${'cd'.repeat(32)}`;

function ops(token: string, path: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { headers: bearer(token) } : postJson(body, bearer(token));
  return server.app.request(`/api/ops/${path}`, init);
}

async function data<T>(response: Response | Promise<Response>): Promise<T> {
  const answered = await response;
  const body = await answered.json();
  if (answered.status !== 200) throw new Error(`${answered.status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

describe('member search by full name', () => {
  it('finds a member by the start of the full name or the given name, in any case, with or without accents', async () => {
    const member = await newMember(server.api, 'namesearch');
    await server.db.update(users).set({ fullName: 'Phạm Thị Ngọc Quỳnh' }).where(eq(users.username, member.username));
    const found = async (q: string) =>
      (await data<MemberSearchPage>(ops(TOKENS.SUPPORT, `members?q=${encodeURIComponent(q)}`))).items.map((hit) => hit.username);
    for (const typed of ['pham thi ngoc', 'PHẠM THỊ', 'Phạm  Thị Ngọc'.normalize('NFD'), 'quynh', 'Quỳnh']) {
      expect({ typed, found: await found(typed) }).toEqual({ typed, found: expect.arrayContaining([member.username]) });
    }
    expect(await found('thi ngoc')).not.toContain(member.username);
  });

  it("names the member's package in both languages", async () => {
    const detail = await data<OpsMemberDetail>(ops(TOKENS.SUPPORT, 'members/demo'));
    expect(detail.profile.packageName).toEqual({ vi: expect.any(String), en: expect.any(String) });
  });
});

/** A CSV answer as sent, its byte order mark kept (Response.text() drops it). */
const textOf = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

async function pendingWithdrawals() {
  return (await data<OpsQueuePage<{ _id: string; reference: string }>>(ops(TOKENS.FINANCE, 'queues/withdrawals'))).items;
}
async function awaitingBankOrders() {
  return (await data<OpsQueuePage<{ code: string }>>(ops(TOKENS.FINANCE, 'queues/bank-orders'))).items;
}

describe('finance histories', () => {
  it.each(['history/withdrawals', 'history/withdrawals.csv', 'history/bank-orders', 'history/bank-orders.csv', 'history/bank-orders/search?q=FHABCD2345'])(
    '%s: finance and admin only (403 for support, 401 without a token)',
    async (path) => {
      const refused = await ops(TOKENS.SUPPORT, path);
      expect(refused.status).toBe(403);
      expect((await refused.json()).code).toBe('OPS_ROLE_FORBIDDEN');
      expect((await ops(TOKENS.FINANCE, path)).status).toBe(200);
      expect((await ops(TOKENS.ADMIN, path)).status).toBe(200);
      expect((await server.app.request(`/api/ops/${path}`)).status).toBe(401);
    },
  );

  it('lists decided withdrawals newest first, by status and day, page by page, and their CSV', async () => {
    const [first, second] = await pendingWithdrawals();
    await data(ops(TOKENS.FINANCE, `withdraw/${first._id}`, { decision: 'APPROVE', txHash: TX_HASH }));
    await data(ops(TOKENS.FINANCE, `withdraw/${second._id}`, { decision: 'REJECT', reason: 'Address, "unsafe"' }));

    const page = await data<OpsQueuePage<ProcessedWithdrawal>>(ops(TOKENS.FINANCE, 'history/withdrawals?limit=1'));
    expect(page.items.map((item) => [item.reference, item.status])).toEqual([[second.reference, 'REJECTED']]);
    const next = await data<OpsQueuePage<ProcessedWithdrawal>>(ops(TOKENS.FINANCE, `history/withdrawals?limit=1&cursor=${page.nextCursor}`));
    expect(next.items[0]).toMatchObject({ reference: first.reference, status: 'APPROVED', txHash: TX_HASH });
    expect((await pendingWithdrawals()).map((item) => item._id)).not.toContain(first._id);

    const approved = await data<OpsQueuePage<ProcessedWithdrawal>>(ops(TOKENS.FINANCE, 'history/withdrawals?status=APPROVED'));
    expect(approved.items.every((item) => item.status === 'APPROVED')).toBe(true);
    expect(approved.items.map((item) => item.reference)).toContain(first.reference);
    const today = utcDate(new Date());
    const tomorrow = await data<OpsQueuePage<ProcessedWithdrawal>>(ops(TOKENS.FINANCE, `history/withdrawals?from=${addDays(today, 1)}`));
    expect(tomorrow.items).toEqual([]);
    const refused = await ops(TOKENS.FINANCE, 'history/withdrawals?status=PENDING');
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldCodes).toEqual({ status: 'HISTORY_STATUS_INVALID' });

    const csv = await ops(TOKENS.FINANCE, `history/withdrawals.csv?from=${today}&to=${today}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="filhub-withdrawals-${today}-to-${today}.csv"`);
    const lines = (await textOf(csv)).split('\r\n');
    expect(lines[0]).toBe('\uFEFFdecided_at,requested_at,username,symbol,amount,fee,address,reference,status,tx_hash,reason');
    expect(lines[1]).toContain(`,${second.reference},REJECTED,,"Address, ""unsafe"""`);
    expect(lines[2]).toContain(`,${first.reference},APPROVED,${TX_HASH},`);
  });

  it('lists processed bank orders newest first with their CSV, and finds an order by its code or a pasted transfer content', async () => {
    const [confirmed, cancelled] = await awaitingBankOrders();
    await data(ops(TOKENS.FINANCE, `order/${confirmed.code}/confirm`, {}));
    await data(ops(TOKENS.FINANCE, `queues/bank-orders/${cancelled.code}/cancel`, { reason: 'Duplicate' }));

    const history = await data<OpsQueuePage<BankOrderRecord>>(ops(TOKENS.FINANCE, 'history/bank-orders'));
    expect(history.items.slice(0, 2).map((item) => [item.code, item.status])).toEqual([
      [cancelled.code, 'CANCELLED'],
      [confirmed.code, expect.stringMatching(/^(COMPLETED|REFUNDED)$/)],
    ]);
    expect(history.items[1]).toMatchObject({ paymentReference: 'OPS', processedAt: expect.any(String) });
    const onlyCancelled = await data<OpsQueuePage<BankOrderRecord>>(ops(TOKENS.FINANCE, 'history/bank-orders?status=CANCELLED'));
    expect(onlyCancelled.items.map((item) => item.code)).toContain(cancelled.code);
    expect(onlyCancelled.items.every((item) => item.status === 'CANCELLED')).toBe(true);

    const csv = (await textOf(await ops(TOKENS.FINANCE, 'history/bank-orders.csv?status=CANCELLED'))).split('\r\n');
    expect(csv[0]).toBe('\uFEFFprocessed_at,placed_at,code,username,full_name,total_usdt,amount_vnd,status,payment_reference');
    expect(csv.find((line) => line.includes(cancelled.code))).toMatch(/,CANCELLED,$/);

    const search = (q: string) => data<BankOrderSearch>(ops(TOKENS.FINANCE, `history/bank-orders/search?q=${encodeURIComponent(q)}`));
    const pasted = await search(`chuyen tien ${confirmed.code.toLowerCase()} cam on`);
    expect(pasted.items.map((item) => item.code)).toEqual([confirmed.code]);
    expect((await search(cancelled.code.slice(0, 6))).items.map((item) => item.code)).toContain(cancelled.code);
    expect((await search(cancelled.code.slice(2, 7))).items.map((item) => item.code)).toContain(cancelled.code);
    const [waiting] = await awaitingBankOrders();
    if (waiting) expect((await search(waiting.code)).items).toEqual([expect.objectContaining({ code: waiting.code, status: 'PENDING_PAYMENT', processedAt: null })]);
    const refused = await ops(TOKENS.FINANCE, 'history/bank-orders/search?q=%21%21%21');
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldCodes).toEqual({ q: 'ORDER_SEARCH_RULE' });
  });
});

describe('mining days after midnight (UTC)', () => {
  const day = (at: Date, days: number) => addDays(utcDate(at), days);

  it("shows yesterday as not yet run while the job's grace lasts, then as missed", async () => {
    // Three days ahead: the seeded demo contract was paid up to the real yesterday, so the days between are unpaid.
    const midnight = new Date(`${day(new Date(), 3)}T00:00:00.000Z`);
    const daysAt = async (at: Date) => {
      const app = server.variant({}, { now: () => at });
      return data<OpsMiningDays>(app.app.request(`/api/ops/mining/days?from=${day(midnight, -3)}`, { headers: bearer(TOKENS.FINANCE) }));
    };
    const early = await daysAt(new Date(midnight.getTime() + 30 * 60 * 1000));
    expect(early.days.map((entry) => entry.status)).toEqual(['PENDING', 'MISSED', 'MISSED']);
    expect(early.payable).toBe(2);
    const late = await daysAt(new Date(midnight.getTime() + 2 * 60 * 60 * 1000));
    expect(late.days.map((entry) => entry.status)).toEqual(['MISSED', 'MISSED', 'MISSED']);
    expect(late.payable).toBe(3);
  });
});
