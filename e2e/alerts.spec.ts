import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

import { chromium, expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import ece from 'http_ece';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { API_KEY, createMember, DEMO, signInThroughApi, waitForPage } from './helpers';
import { E2E_PAYMENT_WEBHOOK_SECRET } from './secrets';

/** A fake push service on loopback: keeps each message the portal's server sends to it. */
async function fakePushService() {
  const received: { authorization: string; body: Buffer }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ authorization: String(request.headers.authorization ?? ''), body: Buffer.concat(chunks) });
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString('hex')}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The member's purchase completes: a BANK order of the Starter package, paid by the signed bank webhook. */
async function purchaseBy(request: APIRequestContext, member: { username: string; password: string }) {
  const signedIn = await request.post('/api/auth/client/login/credential', { headers: { 'x-api-key': API_KEY }, data: { username: member.username, password: member.password } });
  const auth = { 'x-api-key': API_KEY, authorization: `Bearer ${(await signedIn.json()).data.accessToken}` };
  const products = (await (await request.get('/api/public/product/list', { headers: { 'x-api-key': API_KEY } })).json()).data as { _id: string; code: string }[];
  const starter = products.find((product) => product.code === 'PKG-STARTER')!;
  const created = await request.post('/api/auth/order/create', {
    headers: { ...auth, 'idempotency-key': `alerts-${randomBytes(8).toString('hex')}` },
    data: { items: [{ productId: starter._id, quantity: 1 }], method: 'BANK' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()).data as { code: string; payment: { amountVnd: number } };
  const body = JSON.stringify({ reference: `E2E-ALERT-${order.code}`, content: order.code, amount: order.payment.amountVnd });
  const signature = `sha256=${createHmac('sha256', E2E_PAYMENT_WEBHOOK_SECRET).update(body).digest('hex')}`;
  const paid = await request.post('/api/public/payment/webhook', { data: body, headers: { 'content-type': 'application/json', 'x-signature': signature } });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** The service worker's registration id, from Chromium's ServiceWorker domain. */
async function serviceWorkerRegistrationId(page: Page): Promise<{ cdp: Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>; registrationId: string }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      const live = updated.find((registration) => !registration.isDeleted && registration.scopeURL.startsWith(new URL(page.url()).origin));
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await registrations };
}

test.describe('alerts and the installable portal', () => {
  test('a push subscription is made in Chromium and a purchase in the team delivers a notification to it (the push service faked on loopback)', async ({ page, context, request }) => {
    // Sign-in, subscription, a sign-up, an order, its payment and the delivery tick: more than the default 30 s here.
    test.setTimeout(120_000);
    const service = await fakePushService();
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const browserKeys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') };
    try {
      await context.grantPermissions(['notifications']);
      // Chromium's own PushManager.subscribe runs first, with the server's key; this Chromium (no Google services,
      // headless) refuses it, so its answer is recorded and the subscription handed to the page is one for the fake
      // push service, with keys this test holds.
      await page.addInitScript(
        ({ endpoint, keys }) => {
          const native = PushManager.prototype.subscribe;
          let made: PushSubscription | null = null;
          const record = window as unknown as { __nativeSubscribe?: { key: string; outcome: string } };
          PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
            const key = options?.applicationServerKey;
            let outcome: string;
            try {
              made = await native.call(this, options);
              outcome = `subscribed ${made.endpoint}`;
            } catch (error) {
              outcome = `${(error as Error).name}: ${(error as Error).message}`;
            }
            record.__nativeSubscribe = { key: typeof key === 'string' ? key : '', outcome };
            made = {
              endpoint,
              expirationTime: null,
              options: { userVisibleOnly: true, applicationServerKey: null },
              getKey: () => null,
              toJSON: () => ({ endpoint, expirationTime: null, keys }),
              unsubscribe: async () => true,
            } as unknown as PushSubscription;
            return made;
          };
          PushManager.prototype.getSubscription = async () => made;
        },
        { endpoint: service.endpoint, keys: browserKeys },
      );

      await signInThroughApi(page, DEMO, '/setting/notifications');
      const push = page.getByRole('region', { name: 'Thông báo đẩy trên thiết bị này' });
      await push.getByRole('button', { name: 'Bật thông báo đẩy' }).click();
      await expect(push.getByText('Thông báo đẩy đang bật trên thiết bị này.')).toBeVisible();

      const native = await page.evaluate(() => (window as unknown as { __nativeSubscribe?: { key: string; outcome: string } }).__nativeSubscribe);
      const publicKey = (await (await page.request.get('/api/auth/alert/push-key', { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${await accessTokenOf(page)}` } })).json()).data.publicKey;
      expect(native?.key).toBe(publicKey);
      test.info().annotations.push({ type: 'Chromium PushManager.subscribe', description: native?.outcome ?? 'not called' });

      const buyer = await createMember(request, 'pushbuy');
      await purchaseBy(request, buyer);
      await expect.poll(() => service.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      const messages = service.received.map((message) =>
        JSON.parse(ece.decrypt(message.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: browserKeys.auth }).toString('utf8')),
      );
      for (const message of service.received) expect(message.authorization).toContain(`k=${publicKey}`);
      const purchase = messages.find((message) => message.title === 'Đội nhóm vừa mua hàng');
      expect(purchase).toMatchObject({ url: '/member-connect', body: expect.stringContaining(buyer.username) });

      // The push service hands the message to the browser: Chromium delivers it to the service worker, which shows it.
      // A message delivered while the worker is still starting can be dropped by Chromium: delivered again until shown.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const { cdp, registrationId } = await serviceWorkerRegistrationId(page);
      const shown = () =>
        page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => `${note.title}|${note.body}|${note.data?.url}`));
      const expected = `${purchase.title}|${purchase.body}|/member-connect`;
      await expect
        .poll(
          async () => {
            const notes = await shown();
            if (!notes.includes(expected)) {
              await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(purchase) });
            }
            return notes;
          },
          { timeout: 20_000 },
        )
        .toContain(expected);
    } finally {
      await service.close();
    }
  });

  test('Chromium reports no installability error for the portal', async ({ baseURL }, testInfo) => {
    // A second browser starts for this test: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    // Playwright's contexts are incognito, which Chromium never offers to install from: a profile on disk is not.
    const profile = await mkdtemp(path.join(tmpdir(), 'filhub-pwa-'));
    const viewport = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, baseURL, viewport });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/login');
      await waitForPage(page);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the offline page shows with the network cut', async ({ page, context }) => {
    await page.goto('/login');
    await waitForPage(page);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => caches.has('filhub-offline-v1'))).toBe(true);
    // Only the offline page and its icon are cached: no page of member data, no API answer.
    const cached = await page.evaluate(async () => (await (await caches.open('filhub-offline-v1')).keys()).map((request) => new URL(request.url).pathname));
    expect(cached.sort()).toEqual(['/icons/icon-192.png', '/offline.html']);
    await context.setOffline(true);
    try {
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Bạn đang ngoại tuyến' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

/** The page's access token, as the portal keeps it (its cookie). */
async function accessTokenOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'accessToken')?.value ?? '';
}
