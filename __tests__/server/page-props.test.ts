import type { GetServerSidePropsContext } from 'next';
import {
  guestPageProps,
  memberPageProps,
  readCookieMember,
  readSiteSettings,
  recentSiteSettings,
  SITE_SETTINGS_FOR_MS,
  sitePageProps,
  type InProcessApi,
} from '@/ssr/page-props';

import { signIn } from './helpers/auth';
import { createTestApp, TEST_API_KEY } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let api: InProcessApi;
let demoToken: string;

beforeAll(async () => {
  server = await createTestApp();
  api = { fetch: async (request) => server.app.fetch(request), apiKey: TEST_API_KEY };
  demoToken = (await signIn(server.api)).accessToken;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function pageRequest(headers: Record<string, string>, url = '/dashboard', cookies: Record<string, string> = {}) {
  return { req: { headers, url, cookies }, res: {}, query: {}, resolvedUrl: url } as unknown as GetServerSidePropsContext;
}

describe('server render of pages (ssr/page-props)', () => {
  it('reads the member of a valid access cookie through the API, as the browser would', async () => {
    const user = await readCookieMember(demoToken, api);
    expect(user).toMatchObject({ username: 'demo', fullName: 'Nguyễn Văn Demo' });
  });

  it('reads nobody for a missing, forged or refused cookie (the browser then signs in as before)', async () => {
    expect(await readCookieMember(undefined, api)).toBeNull();
    expect(await readCookieMember('not-a-token', api)).toBeNull();
    expect(await readCookieMember(demoToken, { ...api, apiKey: 'wrong-key' })).toBeNull();
  });

  it('reads the WEB settings the page needs before it can show (favicon, maintenance)', async () => {
    const settings = await readSiteSettings(api);
    expect(settings).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'faviconUri' })]));
    expect(await readSiteSettings({ ...api, apiKey: 'wrong-key' })).toBeNull();
  });

  it('renders a member page for the member of the cookie, with the WEB settings', async () => {
    const props = await memberPageProps(api)(pageRequest({}, '/dashboard', { accessToken: demoToken }));
    expect(props).toEqual({
      props: {
        session: { user: expect.objectContaining({ username: 'demo' }) },
        siteSettings: expect.arrayContaining([expect.objectContaining({ name: 'faviconUri' })]),
      },
    });
  });

  it('renders a member page without a member when the cookie is missing or refused', async () => {
    const cookieSets: Record<string, string>[] = [{}, { accessToken: 'forged' }];
    for (const cookies of cookieSets) {
      const { props } = (await memberPageProps(api)(pageRequest({}, '/dashboard', cookies))) as { props: object };
      expect(props).not.toHaveProperty('session');
      expect(props).toHaveProperty('siteSettings');
    }
  });

  it('tells a guest page whether the request carried the session cookie (the sign-in form is rendered without one)', async () => {
    const settings = expect.arrayContaining([expect.objectContaining({ name: 'faviconUri' })]);
    expect(await guestPageProps(api)(pageRequest({}, '/login'))).toEqual({ props: { siteSettings: settings, sessionCookie: false } });
    // Any access cookie, valid or not: the browser decides as before (a refused one is refreshed or cleared there).
    for (const accessToken of [demoToken, 'forged']) {
      expect(await guestPageProps(api)(pageRequest({}, '/login', { accessToken }))).toEqual({ props: { siteSettings: settings, sessionCookie: true } });
    }
    const move = pageRequest({ 'x-nextjs-data': '1' }, '/_next/data/build/login.json');
    expect(await guestPageProps(api)(move)).toEqual({ props: {} });
  });

  it('gives a client-side move nothing to read: the browser has the member and the settings', async () => {
    const move = pageRequest({ 'x-nextjs-data': '1' }, '/_next/data/build/dashboard.json', { accessToken: demoToken });
    expect(await memberPageProps(api)(move)).toEqual({ props: {} });
    expect(await sitePageProps(api)(move)).toEqual({ props: {} });
    expect(await sitePageProps(api)(pageRequest({}, '/login'))).toEqual({ props: { siteSettings: expect.any(Array) } });
  });

  it('reads the WEB settings at most once per SITE_SETTINGS_FOR_MS for the renders, and keeps no failed read', async () => {
    const paths: string[] = [];
    let refuse = false;
    const counted: InProcessApi = {
      apiKey: TEST_API_KEY,
      fetch: async (request) => {
        paths.push(new URL(request.url).pathname);
        return refuse ? new Response('{}', { status: 503 }) : server.app.fetch(request);
      },
    };
    let clock = 1_000_000;
    const now = () => clock;
    const first = await recentSiteSettings(counted, now);
    expect(first).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'faviconUri' })]));
    clock += SITE_SETTINGS_FOR_MS - 1;
    expect(await recentSiteSettings(counted, now)).toEqual(first);
    expect(paths).toHaveLength(1);

    clock += 1;
    refuse = true;
    expect(await recentSiteSettings(counted, now)).toBeNull();
    refuse = false;
    expect(await recentSiteSettings(counted, now)).toEqual(first);
    expect(paths).toHaveLength(3);
  });
});
