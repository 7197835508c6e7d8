/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { eq } from 'drizzle-orm';

import { bonuses, orders, transactions, users } from '@/server/db/schema';
import { CSV_PAGE_ROWS } from '@/server/domain/statements';
import { zonedDayStart } from '@/server/domain/time-zones';
import type { TokenSymbol, TransactionStatus, TransactionType } from '@/contract/enums';

import { newMember } from './helpers/forms';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';
import { parseCsv } from '../shared/csv';

// Mid-May 2026 in Vietnam: March and April are whole months, May runs.
const clock = createTestClock({ frozenAt: new Date('2026-05-15T03:00:00Z') });
let server: TestApp;

type Auth = Record<string, string>;
let owner: { id: string; auth: Auth };
let other: { id: string; auth: Auth };

const TINY = '0.000000000000000001';
const HUGE = '12345678901234.123456789012345678';
const FORMULA = '=HYPERLINK("http://evil.example","x")';

async function ledgerRow(userId: string, at: string, symbol: TokenSymbol, type: TransactionType, amount: string, extra: { reference?: string; status?: TransactionStatus } = {}) {
  const [row] = await server.db
    .insert(transactions)
    .values({ userId, symbol, type, amount, balanceAfter: '0', createdAt: new Date(at), ...extra })
    .returning({ id: transactions.id });
  return row.id;
}

async function bonusRow(userId: string, at: string, type: 'DIRECT' | 'LEVEL_2' | 'LEVEL_3', amount: string, orderCode: string, fromUserId: string) {
  const transactionId = await ledgerRow(userId, at, 'EV', 'BONUS', amount, { reference: orderCode });
  await server.db.insert(bonuses).values({ userId, fromUserId, type, amount, orderCode, transactionId, createdAt: new Date(at) });
}

async function orderRow(userId: string, at: string, code: string, status: 'COMPLETED' | 'CANCELLED', total: string) {
  await server.db.insert(orders).values({
    code,
    userId,
    method: 'POINT',
    symbol: 'USDT',
    status,
    total,
    pointTotal: '0',
    paidAmount: status === 'COMPLETED' ? total : null,
    idempotencyKey: code,
    requestHash: 'x',
    createdAt: new Date(at),
    completedAt: status === 'COMPLETED' ? new Date(at) : null,
  });
}

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  const first = await newMember(server.api, 'stmt');
  const second = await newMember(server.api, 'stmtother');
  owner = { id: await userIdOf(server.db, first.username), auth: first.auth };
  other = { id: await userIdOf(server.db, second.username), auth: second.auth };
  const demoId = await userIdOf(server.db, 'demo');

  // March in Vietnam (UTC+7).
  await ledgerRow(owner.id, '2026-03-10T05:00:00Z', 'USDT', 'DEPOSIT', `100${TINY.slice(1)}`);
  await ledgerRow(owner.id, '2026-03-31T16:59:59.999Z', 'USDT', 'FEE', '-0.5');
  await bonusRow(owner.id, '2026-03-31T16:00:00Z', 'LEVEL_3', '5', 'ORDMARCH', demoId);
  // April 1st 00:00 in Vietnam, still March 31st in UTC.
  await ledgerRow(owner.id, '2026-03-31T17:00:00Z', 'USDT', 'DEPOSIT', HUGE);
  await ledgerRow(owner.id, '2026-04-20T10:00:00Z', 'USDT', 'WITHDRAW', '-20', { reference: FORMULA, status: 'PENDING' });
  await ledgerRow(owner.id, '2026-04-30T16:59:59Z', 'EV', 'TRANSFER_IN', '3.3', { reference: 'a,b "c"\nd' });
  await bonusRow(owner.id, '2026-04-05T00:00:00Z', 'DIRECT', '1.1', '+ORDAPR', demoId);
  await bonusRow(owner.id, '2026-04-15T00:00:00Z', 'LEVEL_2', TINY, 'ORDAPR2', demoId);
  await orderRow(owner.id, '2026-04-02T01:00:00Z', 'STMTAPR1', 'COMPLETED', '150.5');
  await orderRow(owner.id, '2026-04-03T01:00:00Z', 'STMTAPR2', 'CANCELLED', '30');
  // May 1st in Vietnam.
  await ledgerRow(owner.id, '2026-04-30T17:00:00Z', 'EC', 'MINING_REWARD', '1');

  // Another member's April: never in the owner's files or statement.
  await ledgerRow(other.id, '2026-04-10T00:00:00Z', 'USDT', 'DEPOSIT', '777', { reference: 'OTHER-REF' });
  await bonusRow(other.id, '2026-04-10T00:00:00Z', 'DIRECT', '777', 'OTHERORD', demoId);
  await orderRow(other.id, '2026-04-10T00:00:00Z', 'OTHERAPR', 'COMPLETED', '777');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function download(path: string, auth: Auth = owner.auth) {
  const response = await server.api(`/api/auth/statement/${path}`, { headers: auth });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

const body = (text: string) => parseCsv(text.replace(/^\uFEFF/, ''));

async function statement(query: string, auth: Auth = owner.auth) {
  const response = await server.api(`/api/auth/statement?${query}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

describe('time zone days', () => {
  it('starts a Vietnamese day at 17:00 UTC the day before, and a day skipped at midnight after the gap', () => {
    expect(zonedDayStart('2026-04-01', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(zonedDayStart('2026-04-01', 'UTC').toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(zonedDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Brazil 2018: clocks went from 00:00 to 01:00 on 4 November.
    expect(zonedDayStart('2018-11-04', 'America/Sao_Paulo').toISOString()).toBe('2018-11-04T03:00:00.000Z');
  });
});

describe('ledger CSV', () => {
  it('is UTF-8 with a BOM, a Vietnamese header by default and exact decimals, times in Vietnam', async () => {
    const { response, bytes, text } = await download('ledger.csv?from=2026-04-01&to=2026-04-30');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="filhub-ledger-2026-04-01_2026-04-30.csv"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = body(text);
    expect(header).toEqual(['Thời gian (Asia/Ho_Chi_Minh)', 'Loại', 'Ví', 'Số tiền', 'Số dư sau', 'Trạng thái', 'Tham chiếu']);
    expect(rows.map((row) => [row[0], row[1], row[2], row[3]])).toEqual([
      ['2026-04-01 00:00:00', 'DEPOSIT', 'USDT', HUGE],
      ['2026-04-05 07:00:00', 'BONUS', 'EV', '1.1'],
      ['2026-04-15 07:00:00', 'BONUS', 'EV', TINY],
      ['2026-04-20 17:00:00', 'WITHDRAW', 'USDT', '-20'],
      ['2026-04-30 23:59:59', 'TRANSFER_IN', 'EV', '3.3'],
    ]);
    expect(rows[3][5]).toBe('PENDING');
  });

  it('cuts the days in the zone asked for: UTC moves the rows at the edges', async () => {
    const { text } = await download('ledger.csv?from=2026-04-01&to=2026-04-30&tz=UTC');
    const [header, ...rows] = body(text);
    expect(header[0]).toBe('Thời gian (UTC)');
    expect(rows.map((row) => row[0])).toEqual([
      '2026-04-05 00:00:00',
      '2026-04-15 00:00:00',
      '2026-04-20 10:00:00',
      '2026-04-30 16:59:59',
      '2026-04-30 17:00:00',
    ]);
  });

  it('writes the header in English when asked, or in the member’s own language', async () => {
    const english = await download('ledger.csv?from=2026-04-01&to=2026-04-30&lang=en-US');
    expect(body(english.text)[0]).toEqual(['Time (Asia/Ho_Chi_Minh)', 'Type', 'Wallet', 'Amount', 'Balance after', 'Status', 'Reference']);
    await server.db.update(users).set({ language: 'en-US' }).where(eq(users.id, owner.id));
    try {
      expect(body((await download('ledger.csv?from=2026-04-01&to=2026-04-30')).text)[0][1]).toBe('Type');
    } finally {
      await server.db.update(users).set({ language: 'vi-VN' }).where(eq(users.id, owner.id));
    }
  });

  it('quotes cells (RFC 4180) and defuses formulas, but keeps negative amounts as numbers', async () => {
    const { text } = await download('ledger.csv?from=2026-04-01&to=2026-04-30');
    expect(text).toContain(`,-20,0,PENDING,"'=HYPERLINK(""http://evil.example"",""x"")"\r\n`);
    expect(text).toContain(',"a,b ""c""\nd"\r\n');
    const rows = body(text).slice(1);
    expect(rows[3][6]).toBe(`'${FORMULA}`);
    expect(rows[4][6]).toBe('a,b "c"\nd');
    expect(rows.every((row) => row.length === 7)).toBe(true);
  });

  it('keeps the filters of the list (wallet, type)', async () => {
    const { text } = await download('ledger.csv?from=2026-04-01&to=2026-04-30&symbol=EV&type=BONUS');
    expect(body(text).slice(1).map((row) => row[3])).toEqual(['1.1', TINY]);
  });

  it('never holds another member’s rows', async () => {
    for (const file of ['ledger', 'bonus', 'orders']) {
      const { text } = await download(`${file}.csv?from=2026-04-01&to=2026-04-30`);
      expect(text).not.toContain('777');
      expect(text).not.toMatch(/OTHER/);
    }
    const theirs = await download('ledger.csv?from=2026-04-01&to=2026-04-30', other.auth);
    expect(body(theirs.text).slice(1).map((row) => row[3])).toEqual(['777', '777']);
  });

  it('refuses a reversed or too long range, an unknown zone and a signed-out caller', async () => {
    const reversed = await download('ledger.csv?from=2026-04-30&to=2026-04-01');
    expect(reversed.response.status).toBe(400);
    expect(JSON.parse(reversed.text).fieldCodes).toEqual({ to: 'RANGE_REVERSED' });
    const long = await download('bonus.csv?from=2025-01-01&to=2026-04-30');
    expect(JSON.parse(long.text).fieldCodes).toEqual({ from: 'RANGE_TOO_LONG' });
    for (const zone of ['Mars/Olympus', '../etc/passwd', '+07:00', 'x'.repeat(80)]) {
      const refused = await download(`orders.csv?tz=${encodeURIComponent(zone)}`);
      expect(refused.response.status).toBe(400);
      expect(JSON.parse(refused.text).fieldCodes).toEqual({ tz: 'TIME_ZONE_INVALID' });
    }
    expect((await download('ledger.csv?lang=fr-FR')).response.status).toBe(400);
    expect((await download('ledger.csv', {})).response.status).toBe(401);
  });

  it('defaults to the longest range ending today in the zone', async () => {
    const { response } = await download('ledger.csv');
    expect(response.headers.get('content-disposition')).toContain('filhub-ledger-2025-05-15_2026-05-15.csv');
  });
});

describe('bonus and orders CSV', () => {
  it('lists the bonus of the range with who and which order', async () => {
    const { text } = await download('bonus.csv?from=2026-04-01&to=2026-04-30&lang=en-US');
    expect(body(text)).toEqual([
      ['Time (Asia/Ho_Chi_Minh)', 'Bonus type', 'Amount (EV)', 'From member', 'Order code'],
      ['2026-04-05 07:00:00', 'DIRECT', '1.1', 'demo', "'+ORDAPR"],
      ['2026-04-15 07:00:00', 'LEVEL_2', TINY, 'demo', 'ORDAPR2'],
    ]);
  });

  it('lists the orders placed in the range with their status and totals', async () => {
    const { text } = await download('orders.csv?from=2026-04-01&to=2026-04-30');
    const [header, ...rows] = body(text);
    expect(header[1]).toBe('Mã đơn hàng');
    expect(rows.map((row) => [row[1], row[3], row[5], row[7], row[8]])).toEqual([
      ['STMTAPR1', 'COMPLETED', '150.5', '150.5', 'USDT'],
      ['STMTAPR2', 'CANCELLED', '30', '', ''],
    ]);
  });
});

describe('monthly statement', () => {
  it('gives opening and closing per wallet, totals by type, bonus and orders of the month in the zone', async () => {
    const { status, body: answer } = await statement('month=2026-04');
    expect(status).toBe(200);
    const data = answer.data;
    expect(data).toMatchObject({ month: '2026-04', timeZone: 'Asia/Ho_Chi_Minh', from: '2026-04-01', to: '2026-04-30', complete: true });
    expect(data.wallets).toEqual([
      {
        symbol: 'USDT',
        opening: `99.5${TINY.slice(3)}`,
        byType: [
          { type: 'DEPOSIT', amount: HUGE },
          { type: 'WITHDRAW', amount: '-20' },
        ],
        change: '12345678901214.123456789012345678',
        closing: '12345678901313.623456789012345679',
      },
      {
        symbol: 'EV',
        opening: '5',
        byType: [
          { type: 'TRANSFER_IN', amount: '3.3' },
          { type: 'BONUS', amount: `1.1${TINY.slice(3)}` },
        ],
        change: `4.4${TINY.slice(3)}`,
        closing: `9.4${TINY.slice(3)}`,
      },
      { symbol: 'EC', opening: '0', byType: [], change: '0', closing: '0' },
    ]);
    expect(data.bonus).toEqual({ total: `1.1${TINY.slice(3)}`, byType: { DIRECT: '1.1', LEVEL_2: TINY, LEVEL_3: '0' }, count: 2 });
    expect(data.orders).toMatchObject({ count: 2, completedCount: 1, completedTotal: '150.5' });
    expect(data.orders.items.map((order: any) => order.code)).toEqual(['STMTAPR1', 'STMTAPR2']);
  });

  it('has the same totals as the month’s CSV files', async () => {
    const { body: answer } = await statement('month=2026-04');
    const { from, to } = answer.data;
    const ledger = body((await download(`ledger.csv?from=${from}&to=${to}`)).text).slice(1);
    for (const wallet of answer.data.wallets) {
      const units = ledger.filter((row) => row[2] === wallet.symbol).map((row) => toUnits(row[3]));
      expect(fromUnits(units.reduce((sum, value) => sum + value, 0n))).toBe(wallet.change);
    }
    const bonus = body((await download(`bonus.csv?from=${from}&to=${to}`)).text).slice(1);
    expect(fromUnits(bonus.reduce((sum, row) => sum + toUnits(row[2]), 0n))).toBe(answer.data.bonus.total);
  });

  it('cuts the month in the zone asked for', async () => {
    const { body: answer } = await statement('month=2026-03&tz=UTC');
    const usdt = answer.data.wallets[0];
    expect(usdt.byType).toEqual([
      { type: 'DEPOSIT', amount: `12345678901334.123456789012345679` },
      { type: 'FEE', amount: '-0.5' },
    ]);
    expect(answer.data.bonus.total).toBe('5');
  });

  it('runs this month so far and refuses a future or malformed month', async () => {
    const current = await statement('');
    expect(current.body.data).toMatchObject({ month: '2026-05', complete: false });
    expect(current.body.data.wallets[2].byType).toEqual([{ type: 'MINING_REWARD', amount: '1' }]);
    for (const month of ['2026-06', '2026-13', '1999-12', 'May']) {
      const refused = await statement(`month=${month}`);
      expect(refused.status).toBe(400);
      expect(refused.body.fieldCodes).toEqual({ month: 'STATEMENT_MONTH_INVALID' });
    }
  });

  it('shows another member only their own month', async () => {
    const { body: answer } = await statement('month=2026-04', other.auth);
    expect(answer.data.wallets[0].byType).toEqual([{ type: 'DEPOSIT', amount: '777' }]);
    expect(answer.data.orders.items.map((order: any) => order.code)).toEqual(['OTHERAPR']);
  });
});

describe('a long ledger', () => {
  it('streams every row once, oldest first, across the pages it reads', async () => {
    const fresh = await newMember(server.api, 'stmtlong');
    const id = await userIdOf(server.db, fresh.username);
    const count = CSV_PAGE_ROWS * 2 + 3;
    // Pairs share an instant: the page boundaries fall inside ties.
    await server.db.insert(transactions).values(
      Array.from({ length: count }, (_, i) => ({
        userId: id,
        symbol: 'EV' as const,
        type: 'BONUS' as const,
        amount: `${i + 1}`,
        balanceAfter: '0',
        createdAt: new Date(Date.UTC(2026, 3, 1, 0, Math.floor(i / 2))),
      })),
    );
    const { text } = await download('ledger.csv?from=2026-04-01&to=2026-04-30&tz=UTC', fresh.auth);
    const amounts = body(text).slice(1).map((row) => Number(row[3]));
    expect(amounts).toHaveLength(count);
    expect(amounts).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });
});

const SCALE = 18;
/** An exact decimal as an integer of 10^-18 units (no float anywhere). */
function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0'));
  return negative ? -units : units;
}
function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
