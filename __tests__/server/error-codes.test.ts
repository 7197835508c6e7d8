import { ERROR_TEXTS, isErrorCode } from '@/contract/errors';

import { bearer, signIn } from './helpers/auth';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface SweepRequest {
  /** What a path parameter is replaced with. */
  id?: string;
  body?: string;
  headers?: Record<string, string>;
}

/** Every route of the app, called by a signed-in member (the operator on /api/ops), by default with an empty body. */
async function sweep(accessToken: string, { id = 'x', body = '{}', headers = {} }: SweepRequest = {}) {
  const routes = server.app.routes.filter((route) => route.method !== 'ALL');
  const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
  const answers: { route: string; status: number; text: string; body: Record<string, unknown> }[] = [];
  for (const route of unique) {
    const path = route.path.replace(/:\w+/g, encodeURIComponent(id));
    const token = path.startsWith('/api/ops') ? TEST_OPS_TOKEN : accessToken;
    const init: RequestInit = { method: route.method, headers: { ...bearer(token), 'content-type': 'application/json', ...headers } };
    if (WRITES.has(route.method)) init.body = body;
    const response = await server.api(path, init);
    if (response.status < 400) continue;
    const text = await response.text();
    answers.push({ route: `${route.method} ${route.path}`, status: response.status, text, body: JSON.parse(text) as Record<string, unknown> });
  }
  return answers;
}

const MARK = 'thief-mark-7f3a';

describe('error codes', () => {
  it('every error answer of every route carries a known code, its text as message, and a known code per failed field', async () => {
    const { accessToken } = await signIn(server.api, 'lan');
    const answers = await sweep(accessToken);

    expect(answers.length).toBeGreaterThan(20);
    for (const { route, body } of answers) {
      expect({ route, known: isErrorCode(body.code) }).toEqual({ route, known: true });
      expect({ route, message: body.message }).toEqual({ route, message: ERROR_TEXTS[body.code as keyof typeof ERROR_TEXTS] });
      const fieldCodes = (body.fieldCodes ?? {}) as Record<string, unknown>;
      expect(Object.keys(fieldCodes).sort()).toEqual(Object.keys((body.errors ?? {}) as object).sort());
      for (const code of Object.values(fieldCodes)) expect({ route, known: isErrorCode(code) }).toEqual({ route, known: true });
    }
  });

  it('answers a thief\'s requests with known codes only: another member\'s id, forged headers, NUL bytes, wrong types, echoing nothing sent', async () => {
    const { accessToken } = await signIn(server.api, 'lan');
    const demo = await server.api('/api/auth/client/profile', { headers: bearer((await signIn(server.api, 'demo')).accessToken) });
    const otherMemberId = ((await demo.json()) as { data: { id: string } }).data.id;
    const hostile = JSON.stringify({
      [`<script>${MARK}</script>`]: `\u0000${MARK}`,
      username: `${MARK}\u0000`,
      email: { $ne: MARK },
      amount: [`${MARK}`],
      code: `${MARK}'; DROP TABLE users; --`,
      address: `0x${MARK}`,
      lines: [{ productId: MARK, quantity: -1 }],
    });
    const answers = await sweep(accessToken, {
      id: otherMemberId,
      body: hostile,
      headers: { 'x-forwarded-for': '203.0.113.66', 'x-real-ip': '203.0.113.66', host: 'evil.example', 'x-ops-token': MARK },
    });

    expect(answers.length).toBeGreaterThan(20);
    for (const { route, status, text, body } of answers) {
      expect({ route, known: isErrorCode(body.code), serverError: status >= 500 }).toEqual({ route, known: true, serverError: false });
      expect({ route, echoes: text.includes(MARK) ? text : false }).toEqual({ route, echoes: false });
    }
  });

  it('answers a 1 MB body on every write route with a known code and no 5xx, before reading it', async () => {
    const { accessToken } = await signIn(server.api, 'lan');
    const answers = await sweep(accessToken, { body: JSON.stringify({ fullName: 'x'.repeat(1024 * 1024) }) });

    const writes = answers.filter(({ route }) => WRITES.has(route.split(' ')[0]));
    expect(writes.length).toBeGreaterThan(20);
    for (const { route, status, body } of writes) {
      expect({ route, known: isErrorCode(body.code), serverError: status >= 500 }).toEqual({ route, known: true, serverError: false });
    }
    expect(writes.filter(({ status }) => status === 413).length).toBeGreaterThan(20);
  });
});
