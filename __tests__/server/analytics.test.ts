import { desc } from 'drizzle-orm';

import { pageViews } from '@/server/db/schema';

import { fieldCodesOf } from './helpers/errors';
import { bearer, postJson, signIn } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const clock = createTestClock();
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
}, 60_000);

afterEach(() => clock.reset());

afterAll(async () => {
  await server?.close();
});

const view = { path: '/dashboard', referrer: 'https://www.google.com/', language: 'vi-VN', screen: 'mobile' };
const pageView = (body: unknown, headers: Record<string, string> = {}) =>
  server.api('/api/public/analytics/page-view', postJson(body, headers));
const lastView = async () => (await server.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

describe('POST /api/public/analytics/page-view', () => {
  it('stores an anonymous view and answers 204 without a body; no IP or user agent is kept', async () => {
    const response = await server.apiFrom('203.0.113.9')('/api/public/analytics/page-view', postJson(view, { 'user-agent': 'JestBrowser/1.0' }));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const row = await lastView();
    expect(row).toEqual({ id: expect.any(Number), ...view, memberId: null, createdAt: expect.any(Date) });
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113\.9|JestBrowser/);
  });

  it('notes the member when a valid access token comes along', async () => {
    const session = await signIn(server.api);
    expect((await pageView({ ...view, path: '/wallet', screen: 'desktop' }, bearer(session.accessToken))).status).toBe(204);
    expect(await lastView()).toMatchObject({ path: '/wallet', memberId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    clock.advance(16 * 60);
    expect((await pageView({ ...view, path: '/order' }, bearer(session.accessToken))).status).toBe(204);
    expect(await lastView()).toMatchObject({ path: '/order', memberId: null });
    expect((await pageView({ ...view, path: '/bonus' }, bearer('garbage'))).status).toBe(204);
    expect(await lastView()).toMatchObject({ path: '/bonus', memberId: null });
  });

  it('keeps only the path part: queries and fragments may carry tokens or personal data', async () => {
    await pageView({ ...view, path: '/reset-password?token=secret#x', referrer: 'https://mail.example/inbox?u=me' });
    expect(await lastView()).toMatchObject({ path: '/reset-password', referrer: 'https://mail.example/inbox' });
    await pageView({ path: '/', language: 'en-US', screen: 'tablet' });
    expect(await lastView()).toMatchObject({ path: '/', referrer: null, language: 'en-US', screen: 'tablet' });
  });

  it.each([
    [{ ...view, path: 'dashboard' }, { path: 'Path must start with /' }],
    [{ ...view, path: `/${'a'.repeat(300)}` }, { path: 'Path must be at most 300 characters' }],
    [{ ...view, referrer: 'r'.repeat(501) }, { referrer: 'Referrer must be at most 500 characters' }],
    [{ ...view, language: 'fr-FR' }, { language: 'Language must be one of vi-VN, en-US' }],
    [{ ...view, screen: 'tv' }, { screen: 'Screen must be one of mobile, tablet, desktop' }],
  ])('refuses %j with field errors', async (body, errors) => {
    const response = await pageView(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors, fieldCodes: fieldCodesOf(errors) });
  });

  it('needs the API key like every public call', async () => {
    const response = await server.app.request('/api/public/analytics/page-view', postJson(view));
    expect(response.status).toBe(403);
  });
});
