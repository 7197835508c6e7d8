import { ERROR_TEXTS } from '@/contract/errors';
import { nulFieldErrors } from '@/server/http/nul-bytes';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

import { bearer, postJson, signIn } from './helpers/auth';
import { json, multipart, newMember } from './helpers/forms';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const NUL_NOT_ALLOWED = ERROR_TEXTS.NUL_NOT_ALLOWED;

// NUL bytes and dates PostgreSQL cannot hold are refused as field errors (400) before any query, never a 500.

let server: TestApp;
let session: { accessToken: string };
let logs: jest.SpyInstance[];

beforeAll(async () => {
  server = await createTestApp();
  session = await signIn(server.api);
}, 60_000);

beforeEach(() => {
  logs = (['info', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation(() => undefined));
});

afterEach(() => {
  // Nothing in this file is an unexpected error.
  expect(logs[1]).not.toHaveBeenCalled();
  logs.forEach((spy) => spy.mockRestore());
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string) => server.api(path, { headers: bearer(session.accessToken) });

describe('a NUL character in request text', () => {
  it('is found anywhere in a value, by field path', () => {
    expect(nulFieldErrors({ a: 'ok', b: 'x\u0000', c: [{ d: '\u0000' }], 'e\u0000': 1 })).toEqual({
      b: 'NUL_NOT_ALLOWED',
      'c.0.d': 'NUL_NOT_ALLOWED',
      e: 'NUL_NOT_ALLOWED',
    });
    expect(nulFieldErrors('\u0000')).toEqual({ body: 'NUL_NOT_ALLOWED' });
    // A key that is no field of ours is the sender's text: the answer names the body, never the key.
    expect(nulFieldErrors({ '<b>mark</b>': '\u0000', items: [{ 'a b': '\u0000' }] })).toEqual({ body: 'NUL_NOT_ALLOWED' });
    // Deep nesting is walked without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    expect(Object.keys(nulFieldErrors(deep))).toHaveLength(1);
  });

  it('is a field error of sign-up', async () => {
    const { status, body } = await json(
      await server.api(
        '/api/public/client/sign-up',
        postJson({
          username: 'nulfield1',
          email: 'nulfield1@example.com',
          fullName: 'Lê\u0000Văn',
          phone: '0912345678',
          password: DEMO_PASSWORD,
          referrerCode: 'DEMO0001',
          acceptTerms: true,
        }),
      ),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ fullName: NUL_NOT_ALLOWED });
  });

  it('is a field error of sign-in', async () => {
    const { status, body } = await json(
      await server.api('/api/auth/client/login/credential', postJson({ username: 'demo\u0000', password: 'x\u0000y' })),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ username: NUL_NOT_ALLOWED, password: NUL_NOT_ALLOWED });
  });

  it('is a field error of the profile form (multipart)', async () => {
    const member = await newMember(server.api, 'nulprof');
    const { status, body } = await json(
      await server.api(
        '/api/auth/client/profile/update',
        multipart('PUT', { fullName: 'Lê Văn Thử', phone: '0912345678', address: '1 Phố\u0000Huế' }, member.auth),
      ),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ address: NUL_NOT_ALLOWED });
  });

  it('is a field error of a query parameter', async () => {
    for (const path of ['/api/auth/client/downline/search?username=de%00mo', '/api/auth/client/display-income?username=de%00mo']) {
      const { status, body } = await json(await get(path));
      expect(status).toBe(400);
      expect(body.errors).toEqual({ username: NUL_NOT_ALLOWED });
    }
  });

  it('is refused in the path', async () => {
    const { status, body } = await json(await server.api('/api/auth/notification/ab%00cd/read', { method: 'POST', headers: bearer(session.accessToken) }));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ path: NUL_NOT_ALLOWED });
  });
});

describe('a date outside 2000-01-01..2100-12-31 in a list filter', () => {
  const outOfRange = (label: string) => `${label} must be a date from 2000-01-01 to 2100-12-31`;

  it.each([
    ['transaction history', '/api/auth/transaction/list'],
    ['bonus history', '/api/auth/transaction/bonus'],
    ['mining summary', '/api/auth/mining/summary'],
  ])('is a field error of the %s', async (_name, path) => {
    for (const [query, errors] of [
      ['from=0000-01-01', { from: outOfRange('From') }],
      ['to=9999-12-31', { to: outOfRange('To') }],
      ['from=0000-01-01&to=0000-12-31', { from: outOfRange('From'), to: outOfRange('To') }],
      ['from=9999-01-01&to=9999-12-31', { from: outOfRange('From'), to: outOfRange('To') }],
    ] as const) {
      const { status, body } = await json(await get(`${path}?${query}`));
      expect({ query, status, errors: body.errors }).toEqual({ query, status: 400, errors });
    }
  });

  it('keeps the first and last days of the range, and the format message for a non-date', async () => {
    expect((await get('/api/auth/transaction/list?from=2000-01-01&to=2000-12-31')).status).toBe(200);
    expect((await get('/api/auth/transaction/list?from=2100-01-01&to=2100-12-31')).status).toBe(200);
    expect((await json(await get('/api/auth/transaction/list?from=2023-02-30'))).body.errors).toEqual({
      from: 'From must be a date (YYYY-MM-DD)',
    });
  });

  it('is a field error of the operator accrual date', async () => {
    const { status, body } = await json(
      await server.app.request(
        '/api/ops/mining/accrue',
        postJson({ date: '9999-12-31' }, { authorization: `Bearer ${TEST_OPS_TOKEN}` }),
      ),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ date: outOfRange('Date') });
  });
});
