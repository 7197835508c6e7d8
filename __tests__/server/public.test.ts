import { createApp } from '@/server/app';
import { readSeedBanks } from '@/server/operations/seed';

import { createTestApp, TEST_API_KEY, testConfig } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const DECIMAL = /^\d+(\.\d*[1-9])?$/;

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/public/setting/list/:group', () => {
  it('answers the WEB settings as name/value pairs in the success envelope', async () => {
    const response = await server.api('/api/public/setting/list/WEB');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ statusCode: 200, message: expect.any(String) });
    expect(body.data).toEqual(
      expect.arrayContaining([
        { name: 'siteName', value: 'FilHub' },
        { name: 'faviconUri', value: '/logo.png' },
        { name: 'maintenance', value: 'false' },
        { name: 'hotline', value: expect.any(String) },
      ]),
    );
    for (const entry of body.data) expect(Object.keys(entry).sort()).toEqual(['name', 'value']);
  });

  it('answers https social links for CONTACT and the receiving account for BANKING', async () => {
    const contact = (await (await server.api('/api/public/setting/list/CONTACT')).json()).data;
    expect(contact.map((s: { name: string }) => s.name).sort()).toEqual(['facebook', 'telegram', 'youtube', 'zalo']);
    for (const { value } of contact) expect(value).toMatch(/^https:\/\//);

    const banking = (await (await server.api('/api/public/setting/list/BANKING')).json()).data;
    const byName = Object.fromEntries(banking.map((s: { name: string; value: string }) => [s.name, s.value]));
    expect(byName).toEqual({
      bankCode: expect.any(String),
      bin: expect.stringMatching(/^\d{6}$/),
      accountNumber: expect.stringMatching(/^\d+$/),
      accountName: expect.any(String),
      usdtVndRate: expect.stringMatching(/^\d+$/),
    });
  });

  it('refuses an unknown group with 400 and a field error', async () => {
    const response = await server.api('/api/public/setting/list/SECRET');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { group: 'Group must be one of WEB, CONTACT, BANKING, SECURITY' },
      fieldCodes: { group: 'SETTING_GROUP_INVALID' },
    });
  });
});

describe('GET /api/public/coin/prices', () => {
  it('answers USDT, EV and EC with decimal strings and per-operation fee settings', async () => {
    const response = await server.api('/api/public/coin/prices');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.map((t: { code: string }) => t.code)).toEqual(['USDT', 'EV', 'EC']);
    expect(data[0]).toMatchObject({ code: 'USDT', price: '1', buyPrice: '1' });
    for (const token of data) {
      expect(Object.keys(token).sort()).toEqual(['_id', 'buyPrice', 'code', 'price', 'settings']);
      expect(token._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(token.price).toMatch(DECIMAL);
      expect(token.buyPrice).toMatch(DECIMAL);
      expect(Object.keys(token.settings).sort()).toEqual(['SWAP', 'TRANSFER', 'WITHDRAW']);
      for (const operation of Object.values(token.settings) as Record<string, unknown>[]) {
        expect(typeof operation.isFeePercent).toBe('boolean');
        for (const field of ['fee', 'minFee', 'minimumAmount']) expect(operation[field]).toMatch(DECIMAL);
      }
    }
    expect(data[1]).toMatchObject({ code: 'EV', price: '0.1', buyPrice: '0.095' });
    expect(data[1].settings.SWAP).toEqual({ isFeePercent: true, fee: '1', minFee: '0.5', minimumAmount: '100' });
  });
});

describe('GET /api/public/payment/banks', () => {
  it('answers the Vietnamese bank list of the seed file', async () => {
    const response = await server.api('/api/public/payment/banks');
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual(readSeedBanks());
    expect(data.length).toBeGreaterThan(30);
    expect(data[0]).toEqual({ code: 'ICB', name: expect.any(String), shortName: 'VietinBank', bin: '970415' });
  });
});

describe('API key', () => {
  it.each([
    ['missing', {}],
    ['wrong', { 'x-api-key': 'nope' }],
  ])('answers 403 with the error body when the key is %s', async (_case, headers) => {
    const response = await server.app.request('/api/public/coin/prices', { headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid API key' });
  });
});

describe('CORS', () => {
  it('answers a preflight from an allowed origin without the API key, and nothing for others', async () => {
    const app = createApp({ db: server.db, config: testConfig({ corsOrigins: ['https://portal.example'] }) });
    const preflight = (origin: string) =>
      app.request('/api/public/coin/prices', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
      });
    const allowed = await preflight('https://portal.example');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://portal.example');
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/x-api-key/);
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  it('answers a JSON 404 for an unknown path', async () => {
    const response = await server.api('/api/public/nothing/here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  it('answers 500 without the error detail or stack, and logs a summary of it on the server', async () => {
    const app = createApp({ db: server.db, config: testConfig() });
    app.get('/test-only/failure', () => {
      throw new Error('database password is hunter2');
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await app.request('/api/test-only/failure', { headers: { 'x-api-key': TEST_API_KEY } });
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error' });
      expect(text).not.toMatch(/hunter2|stack|at /);
      // A summary (class, where it was thrown), never the message: it may carry a secret.
      expect(log).toHaveBeenCalledWith(expect.stringContaining('[api] GET /api/test-only/failure failed: Error\n    at '));
      expect(log.mock.calls.flat().join('\n')).not.toContain('hunter2');
    } finally {
      log.mockRestore();
    }
  });
});
