import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { bearer } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let memberToken: string;

beforeAll(async () => {
  server = await createTestApp();
  memberToken = (await newMember(server.api, 'opsguard')).accessToken;
});

afterAll(async () => {
  await server.close();
});

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const PARAMS: Record<string, string> = {
  ':id': ZERO_UUID,
  ':username': 'nobody-here',
  ':code': 'FHNOPE0000',
  ':name': 'siteName',
  ':group': 'WEB',
};

/** Every route of the ops API as the app registers it (a new route joins these tests by itself). */
function opsRoutes() {
  const seen = new Set<string>();
  return server.app.routes
    .filter((route) => route.path.startsWith('/api/ops/') && route.method !== 'ALL')
    .map((route) => ({ method: route.method, path: route.path.replace(/:[a-z]+/gi, (param) => PARAMS[param] ?? 'x') }))
    .filter((route) => route.path !== '/api/ops/session/sign-in')
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

/** What a support operator may do: members, KYC, tickets (and their own session, the home, the menu counts). */
const SUPPORT_MAY = [
  /^GET \/api\/ops\/session$/,
  /^POST \/api\/ops\/session\/sign-out(-everywhere)?$/,
  /^GET \/api\/ops\/overview$/,
  /^GET \/api\/ops\/queues\/counts$/,
  /^GET \/api\/ops\/queues\/kyc/,
  /^POST \/api\/ops\/kyc\//,
  /^(GET|POST) \/api\/ops\/tickets/,
  /^GET \/api\/ops\/members/,
  /^POST \/api\/ops\/members\/[^/]+\/(lock|unlock|reset-2fa)$/,
];

function call(token: string, method: string, path: string) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (method !== 'GET') init.body = '{}';
  return server.api(path, init);
}

describe('every /api/ops route', () => {
  it('is registered (the list is not empty)', () => {
    expect(opsRoutes().length).toBeGreaterThan(40);
  });

  it("refuses a member's access token (401)", async () => {
    const answers = await Promise.all(opsRoutes().map(async ({ method, path }) => `${method} ${path} ${(await call(memberToken, method, path)).status}`));
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('refuses a support operator (403) everything but members, KYC, tickets and their session', async () => {
    const token = demoOperatorToken('support');
    const answers = await Promise.all(
      opsRoutes().map(async ({ method, path }) => {
        const status = (await call(token, method, path)).status;
        const allowed = SUPPORT_MAY.some((rule) => rule.test(`${method} ${path}`));
        return { route: `${method} ${path}`, allowed, status };
      }),
    );
    expect(answers.filter(({ allowed, status }) => !allowed && status !== 403)).toEqual([]);
    expect(answers.filter(({ allowed, status }) => allowed && status === 403)).toEqual([]);
  });

  it('refuses a finance operator (403) the admin actions: settings, operators, the audit log, unblocking', async () => {
    const token = demoOperatorToken('finance');
    const adminOnly = opsRoutes().filter(({ method, path }) => /\/api\/ops\/(setting|settings|operators|audit|member\/)/.test(path) || (method === 'POST' && path.includes('/unblock')));
    expect(adminOnly.length).toBeGreaterThan(8);
    const statuses = await Promise.all(adminOnly.map(async ({ method, path }) => `${method} ${path} ${(await call(token, method, path)).status}`));
    expect(statuses.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
  });
});
