import { randomBytes } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { ERROR_TEXTS } from '@/contract/errors';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { alertDeliveries, outbox, pushSubscriptions, users } from '@/server/db/schema';
import { deliverDueAlerts } from '@/server/mail/alert-delivery';
import { createMailDelivery } from '@/server/mail/delivery';
import { vapidKeyringOf } from '@/server/app';

import { bearer, postJson } from './helpers/auth';
import { json } from './helpers/forms';
import { fundedMember, setPackage } from './helpers/orders';
import { createTestApp, testConfig } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// A thief's requests against the alert and statement routes (alert preferences, push subscriptions, statements): oversized and
// NUL-carrying input is refused before anything is written, a race keeps one subscription, forged proxy headers
// never reach a link the server sends.

jest.setTimeout(60_000);

const TOO_LARGE = { statusCode: 413, code: 'BODY_TOO_LARGE', message: 'The request body is too large' };
const NUL_NOT_ALLOWED = ERROR_TEXTS.NUL_NOT_ALLOWED;
const KEY = randomBytes(65).toString('base64url');
const AUTH = randomBytes(16).toString('base64url');
const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.66' };

let server: TestApp;
let member: { id: string; username: string; auth: Record<string, string> };

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  member = await fundedMember(server.api, server.db, 'probe');
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  server.api(`/api/auth/${path}`, { method, headers: { ...member.auth, 'content-type': 'application/json', ...headers }, body });

const subscriptionsOf = (endpoint: string) => server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
const preferences = async () => (await json(await server.api('/api/auth/alert/preferences', { headers: member.auth }))).body.data;
const ALL_ON = { PORTAL: true, EMAIL: true, PUSH: true };

describe('a 1 MB body', () => {
  it('is refused (413) on the alert preferences, which stay as they were', async () => {
    const before = await preferences();
    const body = JSON.stringify({ TEAM_MEMBER_JOINED: { PORTAL: false, EMAIL: false, PUSH: false }, TEAM_PURCHASE: ALL_ON, padding: 'x'.repeat(1024 * 1024) });
    expect(await json(await send('PUT', 'alert/preferences', body))).toEqual({ status: 413, body: TOO_LARGE });
    expect(await preferences()).toEqual(before);
  });

  it('is refused (413) on a push subscription, which is not saved', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/large-body';
    const body = JSON.stringify({ endpoint, keys: { p256dh: KEY, auth: AUTH }, padding: 'x'.repeat(1024 * 1024) });
    expect(await json(await send('POST', 'alert/push-subscription', body))).toEqual({ status: 413, body: TOO_LARGE });
    expect(await subscriptionsOf(endpoint)).toEqual([]);
  });
});

describe('a NUL byte', () => {
  it('in the alert preferences is a field error (400) and changes nothing', async () => {
    const before = await preferences();
    const body = JSON.stringify({ 'TEAM_MEMBER_JOINED\u0000': ALL_ON, TEAM_MEMBER_JOINED: { PORTAL: false, EMAIL: false, PUSH: false }, TEAM_PURCHASE: ALL_ON });
    const { status, body: answer } = await json(await send('PUT', 'alert/preferences', body));
    expect(status).toBe(400);
    expect(answer.errors).toEqual({ TEAM_MEMBER_JOINED: NUL_NOT_ALLOWED });
    expect(await preferences()).toEqual(before);
  });

  it('in a push endpoint or key is a field error (400) and saves no subscription', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/nul\u0000byte';
    const inEndpoint = await json(await send('POST', 'alert/push-subscription', JSON.stringify({ endpoint, keys: { p256dh: KEY, auth: AUTH } })));
    expect(inEndpoint).toMatchObject({ status: 400, body: { errors: { endpoint: NUL_NOT_ALLOWED } } });
    const clean = 'https://fcm.googleapis.com/fcm/send/nul-key';
    const inKey = await json(await send('POST', 'alert/push-subscription', JSON.stringify({ endpoint: clean, keys: { p256dh: `${KEY}\u0000`, auth: AUTH } })));
    expect(inKey).toMatchObject({ status: 400, body: { errors: { 'keys.p256dh': NUL_NOT_ALLOWED } } });
    expect(await subscriptionsOf(clean)).toEqual([]);
    const remove = await json(await send('POST', 'alert/push-subscription/remove', JSON.stringify({ endpoint })));
    expect(remove).toMatchObject({ status: 400, body: { errors: { endpoint: NUL_NOT_ALLOWED } } });
  });

  it.each([
    ['statement?month=2026-01%00', 'month'],
    ['statement?tz=Asia/Ho_Chi_Minh%00', 'tz'],
    ['statement/ledger.csv?from=2026-01-01%00&to=2026-01-31', 'from'],
    ['statement/bonus.csv?from=2026-01-01&to=2026-01-31%00', 'to'],
    ['statement/orders.csv?lang=vi-VN%00', 'lang'],
  ])('in the statement parameter of %s is a field error (400), never a 500', async (path, field) => {
    const { status, body } = await json(await server.api(`/api/auth/${path}`, { headers: member.auth }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ [field]: NUL_NOT_ALLOWED });
  });
});

describe('twenty subscriptions of one endpoint at once', () => {
  it('keep one row, the member’s, and each request is answered', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/race-${randomBytes(4).toString('hex')}`;
    const body = JSON.stringify({ endpoint, keys: { p256dh: KEY, auth: AUTH } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('POST', 'alert/push-subscription', body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await subscriptionsOf(endpoint);
    expect(rows.map((row) => row.userId)).toEqual([member.id]);
  });

  it('from two members keep one row, owned by one of them', async () => {
    const other = await fundedMember(server.api, server.db, 'probe2');
    const endpoint = `https://fcm.googleapis.com/fcm/send/race2-${randomBytes(4).toString('hex')}`;
    const body = JSON.stringify({ endpoint, keys: { p256dh: KEY, auth: AUTH } });
    const by = (auth: Record<string, string>) => server.api('/api/auth/alert/push-subscription', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => by(i % 2 ? member.auth : other.auth)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await subscriptionsOf(endpoint);
    expect(rows).toHaveLength(1);
    expect([member.id, other.id]).toContain(rows[0].userId);
  });
});

describe('forged Host and X-Forwarded-* headers', () => {
  it('never reach the new-member alert e-mail that a sign-up sends to the sponsor', async () => {
    await setPackage(server.db, member.id, 'PKG-GOLD');
    const [{ referralCode }] = await server.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, member.id));
    const username = `forged${randomBytes(3).toString('hex')}`;
    const signUp = postJson({ username, email: `${username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: referralCode, acceptTerms: true });
    const response = await server.api('/api/public/client/sign-up', { ...signUp, headers: { ...(signUp.headers as Record<string, string>), ...FORGED } });
    expect(response.status).toBe(200);

    const config = testConfig();
    await deliverDueAlerts({ db: server.db, config, mail: createMailDelivery(config), now: () => new Date(), vapidKeys: vapidKeyringOf(server.db, config.push) });
    const [delivery] = await server.db.select().from(alertDeliveries).where(and(eq(alertDeliveries.userId, member.id), eq(alertDeliveries.channel, 'EMAIL')));
    expect(delivery.sentAt).not.toBeNull();
    const [mail] = await server.db.select().from(outbox).where(and(eq(outbox.kind, 'TEAM_ALERT'), eq(outbox.to, `${member.username}@example.com`)));
    expect(mail.subject).toContain(username);
    const text = JSON.stringify(mail);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('198.51.100.66');
    expect(text).toContain(config.publicUrl);
  });

  it('are no way in: the new routes still want the member’s token', async () => {
    for (const path of ['alert/preferences', 'alert/push-key', 'statement', 'statement/ledger.csv', 'transaction/bonus/by-order/ORD-1']) {
      expect((await server.api(`/api/auth/${path}`, { headers: { ...FORGED, 'x-user-id': member.id, 'x-member-id': member.id } })).status).toBe(401);
    }
    const forgedToken = await server.api('/api/auth/alert/preferences', { headers: { ...FORGED, ...bearer('forged.token.value') } });
    expect(forgedToken.status).toBe(401);
  });
});
