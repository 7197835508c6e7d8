import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle, HttpResponse } from 'msw';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useState, type ReactNode } from 'react';
import type { MemberProfile } from '@/contract/profile';
import type { Setting } from '@/contract/settings';
import PageShell from '@/components/app/PageShell';
import { portalPage, type MemberPageProps, type PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import MemberShell from '@/components/app/shells/MemberShell';
import PublicShell from '@/components/app/shells/PublicShell';
import vietnamese from '@/locales/vi-VN.json';
import { setTokens } from '@/services/tokens';
import { server } from '../../../setup/server';
import { apiUrl, ok } from '../../../setup/handlers';
import { webSettings } from '../../../setup/fixtures';
import { member } from '../../auth/helpers/authFixtures';
import { createFakeRouter, type FakeRouter } from '../../auth/helpers/fakeRouter';
import { renderWithAuth } from '../../auth/helpers/renderWithAuth';

export { member, vietnamese };
export const vi = (key: keyof typeof vietnamese): string => vietnamese[key];

/** Pages of the three kinds, as `_app` receives them. */
export const MemberPage = portalPage(MemberShell, () => <p>Nội dung trang thành viên</p>);
export const GuestPage = portalPage(GuestShell, () => <p>Nội dung trang khách</p>);
export const PublicPage = portalPage(PublicShell, () => <p>Nội dung trang công khai</p>);

export const MEMBER_CONTENT = 'Nội dung trang thành viên';
export const GUEST_CONTENT = 'Nội dung trang khách';
export const PUBLIC_CONTENT = 'Nội dung trang công khai';

/** Calls every shell render makes that the shared defaults do not answer. */
export const shellDefaults = [
  handle.post(apiUrl('public/analytics/page-view'), () => new HttpResponse(null, { status: 204 })),
  handle.get(apiUrl('auth/client/display-income'), () => ok({ allowed: false })),
  handle.get(apiUrl('auth/transaction/bonus'), () =>
    ok({ items: [], limit: 20, nextCursor: null, totals: { all: '0', byType: {} }, perDay: [] }),
  ),
];

let webSettingsAnswered = false;
server.events.on('response:mocked', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/public/setting/list/WEB')) webSettingsAnswered = true;
});

// Installed before each test, so a test's own server.use(...) (added later) takes precedence.
beforeEach(() => {
  webSettingsAnswered = false;
  server.use(...shellDefaults);
});

/** Waits until the WEB settings were answered and applied (favicon loader gone, maintenance decided). */
export async function settingsLoaded(): Promise<void> {
  await waitFor(() => expect(webSettingsAnswered).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
}

/** The WEB settings of the fixtures with `extra` on top (same name replaces). */
export function webSettingsWith(extra: Setting[]) {
  const names = new Set(extra.map((setting) => setting.name));
  const settings = [...webSettings.filter((setting) => !names.has(setting.name)), ...extra];
  return handle.get(apiUrl('public/setting/list/:group'), ({ params }) => ok(params.group === 'WEB' ? settings : []));
}

/** A signed-in session: access and refresh cookies, and a profile answered to that access token only. */
export function signIn(profile: MemberProfile = member, accessToken = 'access-1') {
  setTokens({ accessToken });
  server.use(
    handle.get(apiUrl('auth/client/profile'), ({ request }) =>
      request.headers.get('authorization') === `Bearer ${accessToken}`
        ? ok(profile)
        : HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 }),
    ),
  );
}

/** Lets a test move the shell to another route (an inner RouterContext overrides the outer one). */
function Routed({ initial, bind, children }: { initial: FakeRouter; bind: (go: (next: FakeRouter) => void) => void; children: ReactNode }) {
  const [router, setRouter] = useState(initial);
  bind(setRouter);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

interface ShellOptions {
  path?: string;
  query?: FakeRouter['query'];
  /** The page's props as a server render for this member gives them (ssr/page-props.ts). */
  pageProps?: MemberPageProps;
}

/**
 * `_app` below AppProviders: PageShell with `Component`, inside the providers of renderWithAuth
 * (fake router, fresh store, query client without retries) and Next's real head manager, so
 * `<Head><title>` reaches document.title as in the browser.
 */
export function renderShell(Component: PortalPage, { path = '/wallet', query = {}, pageProps = {} }: ShellOptions = {}) {
  const router = createFakeRouter({ pathname: path, query });
  let go: (next: FakeRouter) => void = () => undefined;
  const view = renderWithAuth(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <Routed initial={router} bind={(setter) => (go = setter)}>
        <PageShell Component={Component} pageProps={pageProps} />
      </Routed>
    </HeadManagerContext.Provider>,
    { router, withSession: false },
  );
  /** Shows another route (a new fake router); answers it for assertions on its push/replace. */
  const navigate = (next: ShellOptions) => {
    const nextRouter = createFakeRouter({ pathname: next.path, query: next.query });
    act(() => go(nextRouter));
    return nextRouter;
  };
  return { ...view, user: userEvent.setup(), navigate };
}

/**
 * The side menu (an aside holding the "Main menu" navigation). jsdom applies no @media rule, so
 * the aside keeps its base `display: none` (it shows above 1199px): its contents are queried
 * with `hidden: true`, and the aside itself is found through its navigation (a hidden element
 * has no accessible name).
 */
function sideMenuIn(navs: HTMLElement[]): HTMLElement {
  const asides = navs.map((nav) => nav.closest('aside')).filter((aside): aside is HTMLElement => aside !== null);
  expect(asides).toHaveLength(1);
  return asides[0];
}

export function sideMenu(): HTMLElement {
  return sideMenuIn(screen.getAllByRole('navigation', { name: vi('Main menu'), hidden: true }));
}

/** Waits for the side menu in Vietnamese (the translations are in). */
export async function findSideMenu(): Promise<HTMLElement> {
  return sideMenuIn(await screen.findAllByRole('navigation', { name: vi('Main menu'), hidden: true }));
}

/** The bottom bar: the "Main menu" navigation that is not inside the side menu. */
export function bottomBar() {
  const aside = sideMenu();
  const bars = screen.getAllByRole('navigation', { name: vi('Main menu') }).filter((nav) => !aside.contains(nav));
  expect(bars).toHaveLength(1);
  return bars[0];
}

/** The account menu's trigger once the member is in (named after the member). */
export function findAccountTrigger(fullName = member.fullName) {
  return screen.findByRole('button', { name: vi('Account menu of %name%').replace('%name%', fullName) });
}

export { within };
