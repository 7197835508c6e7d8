/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, eq } from 'drizzle-orm';
import ece from 'http_ece';

import { alertDeliveries, notifications, outbox, pushSubscriptions, serverSecrets, users } from '@/server/db/schema';
import { ALERT_MAX_ATTEMPTS, deliverDueAlerts } from '@/server/mail/alert-delivery';
import { createMailDelivery } from '@/server/mail/delivery';
import { vapidKeyringOf } from '@/server/app';
import { creditDeposit } from '@/server/operations/money-operations';

import { bearer, postJson } from './helpers/auth';
import { fundedMember, placeOrder, productIdOf, secure, setPackage, userIdOf } from './helpers/orders';
import { createTestApp, testConfig } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

jest.setTimeout(60_000);

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
interface Member {
  id: string;
  username: string;
  auth: Auth;
}

let count = 0;
/** Signs up a member under the sponsor of `referralCode` (who owns a package) and signs them in. */
async function signUpUnder(sponsor: { id: string }, prefix: string): Promise<Member> {
  await setPackage(server.db, sponsor.id, 'PKG-GOLD');
  const [row] = await server.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, sponsor.id));
  count += 1;
  const username = `${prefix}${count}${randomBytes(2).toString('hex')}`;
  const response = await server.api(
    '/api/public/client/sign-up',
    postJson({ username, email: `${username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: row.referralCode, acceptTerms: true }),
  );
  expect(response.status).toBe(200);
  // Sign-up signs the new member in.
  const { accessToken } = (await response.json()).data;
  return { id: await userIdOf(server.db, username), username, auth: bearer(accessToken) };
}

/** demo → l4 → l3 → l2 → l1: a chain four levels deep. */
async function chain() {
  const l4 = await fundedMember(server.api, server.db, 'al4');
  const l3 = await signUpUnder(l4, 'al3');
  const l2 = await signUpUnder(l3, 'al2');
  const l1 = await signUpUnder(l2, 'al1');
  return { l4, l3, l2, l1 };
}

async function teamNotifications(userId: string) {
  const rows = await server.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((row) => row.type === 'TEAM_MEMBER_JOINED' || row.type === 'TEAM_PURCHASE').map((row) => [row.type, row.params]);
}

async function api(method: string, path: string, auth: Auth, body?: unknown) {
  const response = await server.api(`/api/auth/alert/${path}`, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.clone().text(), body: (await response.json()) as any };
}

async function buyWithPoints(buyer: Member) {
  await server.db.update(users).set({ securePasswordHash: (await server.db.select({ h: users.securePasswordHash }).from(users).where(eq(users.username, 'demo')))[0].h }).where(eq(users.id, buyer.id));
  await creditDeposit(server.db, buyer.id, 'EV', '1000', `TEST-EV-${buyer.id}`, new Date());
  const placed = await placeOrder(server.api, buyer.auth, { items: [{ productId: miningUnit, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

const sender = (sendPush?: Parameters<typeof deliverDueAlerts>[0]['sendPush']) => {
  const config = testConfig();
  return { db: server.db, config, mail: createMailDelivery(config), now: () => new Date(), vapidKeys: vapidKeyringOf(server.db, config.push), sendPush };
};

describe('team alerts', () => {
  it('tells a new member to the three sponsors above it, not the fourth', async () => {
    const { l4, l3, l2, l1 } = await chain();
    const newcomer = await signUpUnder(l1, 'anew');
    const joined = (level: string) => ['TEAM_MEMBER_JOINED', { fromUsername: newcomer.username, level }];
    const ofNewcomer = async (member: { id: string }) => (await teamNotifications(member.id)).filter(([, params]: any) => params.fromUsername === newcomer.username);
    expect(await teamNotifications(l1.id)).toEqual([joined('1')]);
    expect(await ofNewcomer(l2)).toEqual([joined('2')]);
    expect(await ofNewcomer(l3)).toEqual([joined('3')]);
    expect(await ofNewcomer(l4)).toEqual([]);
  });

  it('tells a purchase to the buyer’s sponsors with the order’s total, in the completion’s transaction', async () => {
    const { l2, l1 } = await chain();
    const buyer = await signUpUnder(l1, 'abuy');
    await buyWithPoints(buyer);
    const purchase = (level: string) => ['TEAM_PURCHASE', { fromUsername: buyer.username, amount: '50', symbol: 'USDT', level }];
    expect((await teamNotifications(l1.id)).filter(([type]) => type === 'TEAM_PURCHASE')).toEqual([purchase('1')]);
    expect((await teamNotifications(l2.id)).filter(([type]) => type === 'TEAM_PURCHASE')).toEqual([purchase('2')]);
  });

  it('answers the defaults, saves the member’s choices, and the senders respect them', async () => {
    const { l1 } = await chain();
    const defaults = await api('GET', 'preferences', l1.auth);
    expect(defaults.body.data).toEqual({
      TEAM_MEMBER_JOINED: { PORTAL: true, EMAIL: true, PUSH: true },
      TEAM_PURCHASE: { PORTAL: true, EMAIL: false, PUSH: true },
    });
    const choices = { TEAM_MEMBER_JOINED: { PORTAL: false, EMAIL: false, PUSH: false }, TEAM_PURCHASE: { PORTAL: false, EMAIL: true, PUSH: false } };
    const saved = await api('PUT', 'preferences', l1.auth, choices);
    expect(saved.status).toBe(200);
    expect((await api('GET', 'preferences', l1.auth)).body.data).toEqual(choices);

    const buyer = await signUpUnder(l1, 'apref');
    await buyWithPoints(buyer);
    expect(await teamNotifications(l1.id)).toEqual([]);
    const queued = await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.userId, l1.id));
    expect(queued.map((row) => [row.type, row.channel])).toEqual([['TEAM_PURCHASE', 'EMAIL']]);

    await deliverDueAlerts(sender());
    const [mail] = await server.db.select().from(outbox).where(and(eq(outbox.kind, 'TEAM_ALERT'), eq(outbox.to, `${l1.username}@example.com`)));
    expect(mail.subject).toContain(buyer.username);
    const [delivered] = await server.db.select().from(alertDeliveries).where(eq(alertDeliveries.id, queued[0].id));
    expect(delivered.sentAt).not.toBeNull();
  });

  it('refuses a choice that is not on or off, and a missing event', async () => {
    const { l1 } = await chain();
    const refused = await api('PUT', 'preferences', l1.auth, { TEAM_MEMBER_JOINED: { PORTAL: 'yes', EMAIL: true, PUSH: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toMatchObject({ 'TEAM_MEMBER_JOINED.PORTAL': 'ALERT_CHOICE_INVALID' });
    expect((await api('GET', 'preferences', l1.auth)).body.data.TEAM_MEMBER_JOINED.PORTAL).toBe(true);
    expect((await server.api('/api/auth/alert/preferences')).status).toBe(401);
  });
});

/** A fake push service on loopback: records each message and answers `status`. */
async function fakePushService(status: () => number) {
  const received: { headers: Record<string, string | string[] | undefined>; body: Buffer }[] = [];
  const http = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = status();
      response.end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  return { received, url: (path: string) => `http://127.0.0.1:${port}/${path}`, close: () => new Promise((resolve) => http.close(resolve)) };
}

/** A browser's subscription keys (P-256 key pair and auth secret), to decrypt what the server sends. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString('utf8')),
  };
}

describe('web push', () => {
  it('delivers a team purchase to the member’s subscribed browser, signed with the VAPID key and encrypted for it', async () => {
    const service = await fakePushService(() => 201);
    try {
      const { l1 } = await chain();
      const keys = browserKeys();
      const endpoint = service.url('sub-ok');
      expect((await api('POST', 'push-subscription', l1.auth, { endpoint, keys: keys.json })).status).toBe(200);
      const publicKey = (await api('GET', 'push-key', l1.auth)).body.data.publicKey as string;
      const buyer = await signUpUnder(l1, 'apush');
      await deliverDueAlerts(sender());
      await buyWithPoints(buyer);
      await deliverDueAlerts(sender());
      const messages = service.received.map((request) => keys.decrypt(request.body));
      expect(messages).toEqual([
        { title: 'Thành viên mới trong đội nhóm', body: expect.stringContaining(buyer.username), url: '/member-connect', tag: expect.any(String) },
        { title: 'Đội nhóm vừa mua hàng', body: expect.stringContaining(buyer.username), url: '/member-connect', tag: expect.any(String) },
      ]);
      for (const request of service.received) expect(request.headers.authorization).toContain(`k=${publicKey}`);
    } finally {
      await service.close();
    }
  });

  it('removes a subscription the push service says is gone (410), and retries other failures then gives up', async () => {
    let status = 410;
    const service = await fakePushService(() => status);
    try {
      const { l1 } = await chain();
      const gone = service.url('sub-gone');
      await api('POST', 'push-subscription', l1.auth, { endpoint: gone, keys: browserKeys().json });
      await signUpUnder(l1, 'agone');
      await deliverDueAlerts(sender());
      expect(await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone))).toEqual([]);

      status = 500;
      const failing = service.url('sub-500');
      await api('POST', 'push-subscription', l1.auth, { endpoint: failing, keys: browserKeys().json });
      await signUpUnder(l1, 'afail');
      let at = Date.now();
      for (let attempt = 1; attempt <= ALERT_MAX_ATTEMPTS; attempt += 1) {
        at += 60 * 60 * 1000;
        const clock = new Date(at);
        await deliverDueAlerts({ ...sender(), now: () => clock });
      }
      const rows = await server.db.select().from(alertDeliveries).where(and(eq(alertDeliveries.userId, l1.id), eq(alertDeliveries.channel, 'PUSH')));
      const failed = rows.find((row) => row.attempts > 1);
      expect(failed).toMatchObject({ attempts: ALERT_MAX_ATTEMPTS, sentAt: null, error: 'The push service answered 500' });
      expect(failed?.gaveUpAt).not.toBeNull();
      expect(service.received.filter((request) => request.body.length > 0).length).toBe(1 + ALERT_MAX_ATTEMPTS);
    } finally {
      await service.close();
    }
  });

  it('lets only the member remove their subscription; another member’s removal changes nothing', async () => {
    const { l1, l2 } = await chain();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc-123';
    expect((await api('POST', 'push-subscription', l1.auth, { endpoint, keys: browserKeys().json })).status).toBe(200);
    const thief = await api('POST', 'push-subscription/remove', l2.auth, { endpoint });
    expect(thief.body.data).toEqual({ removed: false });
    expect(await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toHaveLength(1);
    expect((await api('POST', 'push-subscription/remove', l1.auth, { endpoint })).body.data).toEqual({ removed: true });
    expect(await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });

  it('sends only to https push services (loopback only when configured), and refuses malformed keys', async () => {
    const { l1 } = await chain();
    const keys = browserKeys().json;
    for (const endpoint of ['https://evil.example/push', 'http://fcm.googleapis.com/fcm/send/x', 'https://169.254.169.254/latest', 'https://fcm.googleapis.com.evil.example/x']) {
      const refused = await api('POST', 'push-subscription', l1.auth, { endpoint, keys });
      expect([endpoint, refused.status, refused.body.fieldCodes]).toEqual([endpoint, 400, { endpoint: 'PUSH_ENDPOINT_NOT_ALLOWED' }]);
    }
    const production = server.variant({ push: { vapidPublicKey: null, vapidPrivateKey: null, loopbackEndpoints: false } });
    const loopback = await production.api('/api/auth/alert/push-subscription', postJson({ endpoint: 'http://127.0.0.1:9/x', keys }, l1.auth));
    expect(loopback.status).toBe(400);
    const badKeys = await api('POST', 'push-subscription', l1.auth, { endpoint: 'https://fcm.googleapis.com/fcm/send/y', keys: { p256dh: 'short', auth: '' } });
    expect(badKeys.body.fieldCodes).toMatchObject({ 'keys.p256dh': 'PUSH_KEYS_INVALID' });
  });

  it('keeps one VAPID key pair in server_secrets and never answers the private key', async () => {
    const { l1 } = await chain();
    const first = await api('GET', 'push-key', l1.auth);
    const again = await server.variant().api('/api/auth/alert/push-key', { headers: l1.auth });
    const [stored] = await server.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'VAPID_KEYS'));
    const { publicKey, privateKey } = JSON.parse(stored.value);
    expect(first.body.data).toEqual({ publicKey });
    expect((await again.json()).data).toEqual({ publicKey });
    const answers = [
      first.text,
      (await api('GET', 'preferences', l1.auth)).text,
      (await api('POST', 'push-subscription', l1.auth, { endpoint: 'https://fcm.googleapis.com/fcm/send/z', keys: browserKeys().json })).text,
      (await api('POST', 'push-subscription/remove', l1.auth, { endpoint: 'https://fcm.googleapis.com/fcm/send/z' })).text,
    ];
    for (const answer of answers) expect(answer).not.toContain(privateKey);
    expect((await server.api('/api/auth/alert/push-key')).status).toBe(401);
  });
});
