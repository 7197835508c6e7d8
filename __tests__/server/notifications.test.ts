/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { eq } from 'drizzle-orm';

import { creditBonus } from '@/server/operations/money-operations';
import { confirmOrderByCode } from '@/server/operations/order-completion';
import { notifications, outbox, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { SEED_UNREAD_NOTIFICATIONS } from '@/server/db/seed-notifications';
import { notify } from '@/server/db/notifications';
import type { NotificationType } from '@/contract/enums';
import type { NotificationParams } from '@/contract/notifications';

import { bearer, deviceCookieOf, login, postJson, signIn, withCookie } from './helpers/auth';
import { file, JPEG, multipart, PNG, WEBP } from './helpers/forms';
import { fundedMember, placeOrder, productIdOf, secure, setPackage, setSponsor } from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import { readyToWithdraw } from './helpers/withdrawals';
import type { TestApp } from './helpers/testApp';

/** Each fresh member costs scrypt hashes (sign-up, sign-in, secure password). */
jest.setTimeout(30_000);

let server: TestApp;
let miningUnit: string;

beforeAll(async () => {
  server = await createTestApp();
  miningUnit = await productIdOf(server.db, 'MIN-1TIB');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Auth = Record<string, string>;
type Member = Awaited<ReturnType<typeof fundedMember>>;

const funded = (prefix: string, deposits: Parameters<typeof fundedMember>[3] = {}) => fundedMember(server.api, server.db, prefix, deposits);

async function get(path: string, auth: Auth) {
  const response = await server.api(`/api/auth/notification/${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

async function post(path: string, auth: Auth) {
  const response = await server.api(`/api/auth/notification/${path}`, { method: 'POST', headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

async function unreadCount(member: { auth: Auth }): Promise<number> {
  const { status, body } = await get('unread-count', member.auth);
  expect(status).toBe(200);
  return body.data.count;
}

const list = async (member: { auth: Auth }, query = '') => (await get(`list${query}`, member.auth)).body.data;

function ops(path: string, body?: unknown) {
  return server.app.request(`/api/ops/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A buyer under a fresh Gold sponsor (whose sponsor is demo). */
async function buyerUnderSponsor(deposits: Parameters<typeof fundedMember>[3] = {}) {
  const sponsor = await funded('nsp');
  await setPackage(server.db, sponsor.id, 'PKG-GOLD');
  const buyer = await funded('nby', deposits);
  await setSponsor(server.db, buyer.id, sponsor.id);
  return { sponsor, buyer };
}

async function bonusesOf(member: Member, days: number) {
  for (let day = days; day >= 1; day -= 1) {
    await creditBonus(server.db, { userId: member.id, fromUserId: null, type: 'DIRECT', amount: String(day), orderCode: null }, new Date(Date.UTC(2026, 0, day)));
  }
}

describe('the seeded notifications', () => {
  it('gives demo its orders and bonuses as notifications, the newest few unread', async () => {
    const demo = { auth: bearer((await signIn(server.api, 'demo')).accessToken) };
    const all = await list(demo, '?limit=50');
    expect(all.items.length).toBeGreaterThan(SEED_UNREAD_NOTIFICATIONS);
    expect(all.items.map((n: any) => n.type)).toEqual(expect.arrayContaining(['ORDER_COMPLETED', 'BONUS_RECEIVED']));
    expect(await unreadCount(demo)).toBe(SEED_UNREAD_NOTIFICATIONS);
    expect(all.items.slice(0, SEED_UNREAD_NOTIFICATIONS).every((n: any) => !n.read)).toBe(true);
  });
});

describe('notifications of orders and bonuses', () => {
  it('tells the buyer of a POINT order and each sponsor paid, with amount, symbol, order code and buyer', async () => {
    const { sponsor, buyer } = await buyerUnderSponsor({ EV: '500' });
    expect(await unreadCount(buyer)).toBe(0);
    const placed = await placeOrder(server.api, buyer.auth, { items: [{ productId: miningUnit, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure });
    expect(placed.status).toBe(201);
    const code = placed.body.data.code;

    expect(await unreadCount(buyer)).toBe(1);
    expect((await list(buyer)).items).toEqual([
      { _id: expect.any(String), type: 'ORDER_COMPLETED', params: { orderCode: code }, read: false, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    // The bonus, and the team alert of the purchase (__tests__/server/alerts.test.ts).
    expect(await unreadCount(sponsor)).toBe(2);
    expect((await list(sponsor)).items.find((n: any) => n.type === 'BONUS_RECEIVED')).toMatchObject({
      type: 'BONUS_RECEIVED',
      params: { amount: '50', symbol: 'EV', orderCode: code, fromUsername: buyer.username },
      read: false,
    });
  });

  it('tells of a BANK order only when its payment is confirmed', async () => {
    const { sponsor, buyer } = await buyerUnderSponsor();
    const placed = await placeOrder(server.api, buyer.auth, { items: [{ productId: miningUnit, quantity: 1 }], method: 'BANK' });
    expect(placed.status).toBe(201);
    expect(await unreadCount(buyer)).toBe(0);
    expect((await ops(`order/${placed.body.data.code}/confirm`)).status).toBe(200);
    expect(await unreadCount(buyer)).toBe(1);
    expect((await list(sponsor)).items.map((n: any) => [n.type, n.params.amount, n.params.fromUsername]).sort()).toEqual([
      ['BONUS_RECEIVED', '50', buyer.username],
      ['TEAM_PURCHASE', '50', buyer.username],
    ]);
  });

  it('writes none when the event does not happen: a POINT order refused for balance, a completion rolled back', async () => {
    const { sponsor, buyer } = await buyerUnderSponsor({ EV: '499' });
    const refused = await placeOrder(server.api, buyer.auth, { items: [{ productId: miningUnit, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure });
    expect(refused.status).toBe(400);
    expect([await unreadCount(buyer), await unreadCount(sponsor)]).toEqual([0, 0]);

    const placed = await placeOrder(server.api, buyer.auth, { items: [{ productId: miningUnit, quantity: 1 }], method: 'BANK' });
    const rolledBack = server.db.transaction(async (tx) => {
      expect((await confirmOrderByCode(tx, placed.body.data.code, new Date())).outcome).toBe('confirmed');
      throw new Error('the event failed after its notifications');
    });
    await expect(rolledBack).rejects.toThrow('the event failed');
    expect([await unreadCount(buyer), await unreadCount(sponsor)]).toEqual([0, 0]);
    const rows = await server.db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(rows).toEqual([]);
  });
});

describe('notifications of operator decisions', () => {
  const submitKyc = (member: Member) =>
    server.api(
      '/api/auth/client/kyc/update',
      multipart(
        'POST',
        { documentType: 'ID_CARD', documentNumber: '079200001234', front: file(PNG, 'front.png'), back: file(JPEG, 'back.jpg', 'image/jpeg'), selfie: file(WEBP, 'selfie.webp', 'image/webp') },
        member.auth,
      ),
    );

  it('tells of KYC rejected (with the reason) and approved', async () => {
    const member = await funded('nkyc');
    expect((await submitKyc(member)).status).toBe(200);
    expect(await unreadCount(member)).toBe(0);
    expect((await ops(`kyc/${member.username}`, { decision: 'REJECT', reason: 'The photo is blurred' })).status).toBe(200);
    expect(await unreadCount(member)).toBe(1);
    expect((await submitKyc(member)).status).toBe(200);
    expect((await ops(`kyc/${member.username}`, { decision: 'APPROVE' })).status).toBe(200);
    expect(await unreadCount(member)).toBe(2);
    expect((await list(member)).items.map((n: any) => [n.type, n.params])).toEqual([
      ['KYC_APPROVED', {}],
      ['KYC_REJECTED', { reason: 'The photo is blurred' }],
    ]);
    expect((await ops(`kyc/${member.username}`, { decision: 'APPROVE' })).status).toBe(409);
    expect(await unreadCount(member)).toBe(2);
  });

  it('tells of each withdrawal step: requested, rejected (with the reason), approved, cancelled', async () => {
    const member = await funded('nwd', { USDT: '100' });
    const addressId = await readyToWithdraw(server.db, member.id);
    const withdraw = async (amount: string) => {
      const response = await server.api('/api/auth/transaction/withdraw', postJson({ amount, addressId, ...secure }, member.auth));
      expect(response.status).toBe(200);
      return (await response.json()).data.withdrawal._id as string;
    };
    const first = await withdraw('30');
    const second = await withdraw('20.5');
    const third = await withdraw('20');
    expect(await unreadCount(member)).toBe(3);
    expect((await ops(`withdraw/${first}`, { decision: 'REJECT', reason: 'Wrong network' })).status).toBe(200);
    expect(await unreadCount(member)).toBe(4);
    expect((await ops(`withdraw/${second}`, { decision: 'APPROVE', txHash: `0x${'1f'.repeat(32)}` })).status).toBe(200);
    expect(await unreadCount(member)).toBe(5);
    const cancelled = await server.api(`/api/auth/transaction/withdrawals/${third}/cancel`, postJson({}, member.auth));
    expect(cancelled.status).toBe(200);
    expect(await unreadCount(member)).toBe(6);
    const types = (await list(member)).items.map((n: any) => [n.type, n.params]);
    expect(types).toEqual([
      ['WITHDRAWAL_CANCELLED', { amount: '20', symbol: 'USDT' }],
      ['WITHDRAWAL_APPROVED', { amount: '20.5', symbol: 'USDT' }],
      ['WITHDRAWAL_REJECTED', { amount: '30', symbol: 'USDT', reason: 'Wrong network' }],
      ['WITHDRAWAL_REQUESTED', { amount: '20', symbol: 'USDT' }],
      ['WITHDRAWAL_REQUESTED', { amount: '20.5', symbol: 'USDT' }],
      ['WITHDRAWAL_REQUESTED', { amount: '30', symbol: 'USDT' }],
    ]);
    expect((await ops(`withdraw/${second}`, { decision: 'REJECT', reason: 'late' })).status).toBe(409);
    expect(await unreadCount(member)).toBe(6);
  });
});

describe('NEW_DEVICE_SIGN_IN', () => {
  const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
  const CHROME_LINUX_NEWER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

  /** A sign-in from `ip` with `userAgent`, sending `cookie` (a device cookie) when given; answers the device cookie it got. */
  const signInFrom = async (username: string, userAgent: string, ip = '203.0.113.7', cookie: string | null = null) => {
    const { response } = await login(server.apiFrom(ip), username, undefined, { 'user-agent': userAgent, ...withCookie(cookie) });
    expect(response.status).toBe(200);
    return deviceCookieOf(response);
  };

  it('never on the first sign-in; on a device not seen before; not on a known one (its device cookie, whatever the agent)', async () => {
    const member = await funded('ndev');
    const fresh = await funded('nfirst');
    expect(await unreadCount(fresh)).toBe(0);
    // fundedMember signed in once already (no cookie kept): the next device is new.
    const laptop = await signInFrom(member.username, CHROME_LINUX);
    expect(await unreadCount(member)).toBe(1);
    expect((await list(member)).items[0]).toMatchObject({ type: 'NEW_DEVICE_SIGN_IN', params: { device: 'Chrome on Linux', ip: '203.0.113.7' } });

    // The same browser, updated, from another network: known.
    expect(await signInFrom(member.username, CHROME_LINUX_NEWER, '198.51.100.1', laptop)).toBe(laptop);
    expect(await signInFrom(member.username, SAFARI_IPHONE, '198.51.100.1', laptop)).toBe(laptop);
    expect(await unreadCount(member)).toBe(1);

    await signInFrom(member.username, SAFARI_IPHONE, '198.51.100.2');
    expect(await unreadCount(member)).toBe(2);
    expect((await list(member)).items[0].params).toEqual({ device: 'Safari on iOS', ip: '198.51.100.2' });
  });

  it('on a device that claims the agent of a known one (the agent is the client\'s to choose), or that is known to another member', async () => {
    const member = await funded('nagent');
    const other = await funded('nagento');
    await signInFrom(member.username, CHROME_LINUX);
    const before = await unreadCount(member);
    // New again (counted on the unread notice of that device of the day, which now names the latest address).
    await signInFrom(member.username, CHROME_LINUX, '198.51.100.3');
    expect(await unreadCount(member)).toBe(before);
    expect((await list(member)).items[0].params).toEqual({ device: 'Chrome on Linux', ip: '198.51.100.3', count: '2' });

    const othersDevice = await signInFrom(other.username, CHROME_LINUX);
    const replaced = await signInFrom(member.username, CHROME_LINUX, '198.51.100.4', othersDevice);
    expect((await list(member)).items[0].params).toEqual({ device: 'Chrome on Linux', ip: '198.51.100.4', count: '3' });
    // That browser now carries a device of the member's own (a new id, not the other member's).
    expect(replaced).not.toBe(othersDevice);
  });

  it('a browser that forgets its cookie makes one unread notice per device and day, counting its sign-ins; each still e-mails', async () => {
    const member = await funded('ncollapse');
    const before = await unreadCount(member);
    for (let index = 0; index < 17; index += 1) await signInFrom(member.username, CHROME_LINUX, `198.51.100.${10 + index}`);
    expect(await unreadCount(member)).toBe(before + 1);
    const [latest] = (await list(member)).items;
    expect(latest).toMatchObject({ type: 'NEW_DEVICE_SIGN_IN', read: false, params: { device: 'Chrome on Linux', ip: '198.51.100.26', count: '17' } });
    // The security e-mail rules are unchanged: one per sign-in from a new device.
    const [row] = await server.db.select({ email: users.email }).from(users).where(eq(users.username, member.username));
    const mails = await server.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.to, row.email));
    expect(mails.filter((mail) => mail.kind === 'NEW_DEVICE_SIGN_IN')).toHaveLength(17);

    // Another device is news of its own.
    await signInFrom(member.username, SAFARI_IPHONE, '198.51.100.40');
    expect(await unreadCount(member)).toBe(before + 2);

    // Once read, the next sign-in from that device is a new notice again.
    expect((await post(`${latest._id}/read`, member.auth)).status).toBe(200);
    await signInFrom(member.username, CHROME_LINUX, '198.51.100.41');
    expect(await unreadCount(member)).toBe(before + 2);
    expect((await list(member)).items[0]).toMatchObject({ read: false, params: { device: 'Chrome on Linux', ip: '198.51.100.41' } });
    expect((await list(member)).items[0].params.count).toBeUndefined();

    // A day later the unread one is left as it is and a new one starts.
    const tomorrow = server.variant({}, { now: () => new Date(Date.now() + 25 * 60 * 60 * 1000) });
    const { response } = await login(tomorrow.apiFrom('198.51.100.42'), member.username, undefined, { 'user-agent': CHROME_LINUX });
    expect(response.status).toBe(200);
    expect(await unreadCount(member)).toBe(before + 3);
  });

  it('not on a first sign-in from a browser either', async () => {
    const username = `nsolo${Math.random().toString(36).slice(2, 10)}`;
    const signUp = { username, email: `${username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: 'DEMO0001', acceptTerms: true };
    // Sign-up signs the new member in: their first sign-in.
    expect((await server.api('/api/public/client/sign-up', postJson(signUp, { 'user-agent': SAFARI_IPHONE }))).status).toBe(200);
    const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    expect(await server.db.select().from(notifications).where(eq(notifications.userId, row.id))).toEqual([]);
  });
});

describe('list, read and read-all', () => {
  it('pages newest first, filters the unread, and checks its query', async () => {
    const member = await funded('nlist');
    await bonusesOf(member, 5);
    const first = await list(member, '?limit=2');
    expect(first).toMatchObject({ limit: 2, nextCursor: expect.any(String) });
    expect(first).not.toHaveProperty('total');
    expect(first.items.map((n: any) => n.params.amount)).toEqual(['5', '4']);
    const second = await list(member, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((n: any) => n.params.amount)).toEqual(['3', '2']);
    const third = await list(member, `?limit=2&cursor=${second.nextCursor}`);
    expect(third).toMatchObject({ nextCursor: null });
    expect(third.items.map((n: any) => n.params.amount)).toEqual(['1']);
    expect((await list(member)).limit).toBe(10);

    expect((await post(`${first.items[0]._id}/read`, member.auth)).status).toBe(200);
    const unread = await list(member, '?unread=true');
    expect(unread.nextCursor).toBeNull();
    expect(unread.items.map((n: any) => n.params.amount)).toEqual(['4', '3', '2', '1']);
    expect((await list(member, '?unread=false')).items).toHaveLength(5);
    // The unread ones, two a page: the cursor walks the unread list only.
    const unreadFirst = await list(member, '?unread=true&limit=2');
    const unreadRest = await list(member, `?unread=true&limit=2&cursor=${unreadFirst.nextCursor}`);
    expect([...unreadFirst.items, ...unreadRest.items].map((n: any) => n.params.amount)).toEqual(['4', '3', '2', '1']);
    expect(unreadRest.nextCursor).toBeNull();

    const bad = await get('list?limit=51&unread=yes', member.auth);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['limit', 'unread']);
    const tampered = await get(`list?cursor=${first.nextCursor.slice(0, -2)}x`, member.auth);
    expect(tampered).toMatchObject({ status: 400, body: { code: 'INVALID_CURSOR', fieldCodes: { cursor: 'INVALID_CURSOR' } } });
    expect((await server.api('/api/auth/notification/list')).status).toBe(401);
  });

  it('filters by kind (a group of types), paged by key within the kind, with unread; an unknown kind is refused', async () => {
    const member = await funded('nkind');
    // Newest first: team, security, bonus, team, order, security, bonus (one a day).
    const kinds: [NotificationType, NotificationParams][] = [
      ['BONUS_RECEIVED', { amount: '1', symbol: 'EV' }],
      ['SECURITY_CHANGE', { change: 'PASSWORD' }],
      ['ORDER_COMPLETED', { orderCode: 'FH-K1' }],
      ['TEAM_MEMBER_JOINED', { fromUsername: 'kid', level: '1' }],
      ['BONUS_RECEIVED', { amount: '2', symbol: 'EV' }],
      ['NEW_DEVICE_SIGN_IN', { device: 'Firefox on Linux' }],
      ['TEAM_PURCHASE', { fromUsername: 'kid', level: '1', amount: '10', symbol: 'USDT' }],
    ];
    for (const [index, [type, params]] of kinds.entries()) {
      await notify(server.db, member.id, type, params, new Date(Date.UTC(2026, 1, index + 1)));
    }
    const types = (page: any) => page.items.map((n: any) => n.type);

    expect(types(await list(member, '?kind=security'))).toEqual(['NEW_DEVICE_SIGN_IN', 'SECURITY_CHANGE']);
    expect(types(await list(member, '?kind=team'))).toEqual(['TEAM_PURCHASE', 'TEAM_MEMBER_JOINED']);
    expect(types(await list(member, '?kind=orders'))).toEqual(['ORDER_COMPLETED']);
    // Paged within the kind: the cursor walks the kind's list only.
    const money = await list(member, '?kind=money&limit=1');
    expect(money.items.map((n: any) => n.params.amount)).toEqual(['2']);
    const moneyRest = await list(member, `?kind=money&limit=1&cursor=${money.nextCursor}`);
    expect(moneyRest.items.map((n: any) => n.params.amount)).toEqual(['1']);
    expect(moneyRest.nextCursor).toBeNull();
    // With unread: the read one of the kind is left out.
    const [newestSecurity] = (await list(member, '?kind=security')).items;
    expect((await post(`${newestSecurity._id}/read`, member.auth)).status).toBe(200);
    expect(types(await list(member, '?kind=security&unread=true'))).toEqual(['SECURITY_CHANGE']);
    expect(types(await list(member, '?kind=security'))).toEqual(['NEW_DEVICE_SIGN_IN', 'SECURITY_CHANGE']);

    const bad = await get('list?kind=spam', member.auth);
    expect(bad).toMatchObject({ status: 400, body: { fieldCodes: { kind: 'NOTIFICATION_KIND_INVALID' } } });
  });

  it('marks one read (keeping its first time), and answers 404 for another member\'s, unknown or malformed id', async () => {
    const member = await funded('nread');
    const other = await funded('nother');
    await bonusesOf(member, 2);
    await bonusesOf(other, 1);
    const [newest] = (await list(member)).items;

    const read = await post(`${newest._id}/read`, member.auth);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ ...newest, read: true });
    expect(await unreadCount(member)).toBe(1);
    const readAt = async () =>
      (await server.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, newest._id)))[0].readAt;
    const firstReadAt = await readAt();
    expect((await post(`${newest._id.toUpperCase()}/read`, member.auth)).body.data.read).toBe(true);
    expect(await readAt()).toEqual(firstReadAt);

    const notFound = { statusCode: 404, code: 'NOTIFICATION_NOT_FOUND', message: 'Notification not found' };
    const othersId = (await list(other)).items[0]._id;
    expect(await post(`${othersId}/read`, member.auth)).toEqual({ status: 404, body: notFound });
    expect(await unreadCount(other)).toBe(1);
    expect(await post('00000000-0000-4000-8000-000000000000/read', member.auth)).toEqual({ status: 404, body: notFound });
    expect(await post('not-a-uuid/read', member.auth)).toEqual({ status: 404, body: notFound });
  });

  it('read-all answers how many were unread, and the count drops to 0', async () => {
    const member = await funded('nall');
    const other = await funded('nkeep');
    await bonusesOf(member, 3);
    await bonusesOf(other, 1);
    await post(`${(await list(member)).items[2]._id}/read`, member.auth);
    expect(await post('read-all', member.auth)).toMatchObject({ status: 200, body: { data: { updated: 2 } } });
    expect(await unreadCount(member)).toBe(0);
    expect((await list(member, '?unread=true')).items).toEqual([]);
    expect((await post('read-all', member.auth)).body.data).toEqual({ updated: 0 });
    expect(await unreadCount(other)).toBe(1);
  });
});
