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

/** Every route of the app, called by a signed-in member (the operator on /api/ops) with an empty body. */
async function sweep(accessToken: string) {
  const routes = server.app.routes.filter((route) => route.method !== 'ALL');
  const unique = [...new Map(routes.map((route) => [`${route.method} ${route.path}`, route])).values()];
  const answers: { route: string; status: number; body: Record<string, unknown> }[] = [];
  for (const route of unique) {
    const path = route.path.replace(/:\w+/g, 'x');
    const token = path.startsWith('/api/ops') ? TEST_OPS_TOKEN : accessToken;
    const init: RequestInit = { method: route.method, headers: { ...bearer(token), 'content-type': 'application/json' } };
    if (WRITES.has(route.method)) init.body = '{}';
    const response = await server.api(path, init);
    if (response.status >= 400) answers.push({ route: `${route.method} ${route.path}`, status: response.status, body: (await response.json()) as Record<string, unknown> });
  }
  return answers;
}

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
});
