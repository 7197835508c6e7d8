import { screen, waitFor, within } from '@testing-library/react';
import { http as handle } from 'msw';
import { signInRedirect } from '@/hooks/auth/guardRedirects';
import { setTokens } from '@/services/tokens';
import { server } from '../../setup/server';
import { apiUrl, ok } from '../../setup/handlers';
import {
  findAccountTrigger,
  findSideMenu,
  GUEST_CONTENT,
  GuestPage,
  MEMBER_CONTENT,
  member,
  MemberPage,
  PUBLIC_CONTENT,
  PublicPage,
  renderShell,
  settingsLoaded,
  signIn,
  vi,
} from './helpers/renderShell';

describe('signInRedirect (the auth guard)', () => {
  it('sends to /login with the current path as returnUrl, and to bare /login from the home page', () => {
    expect(signInRedirect('/wallet')).toBe('/login?returnUrl=%2Fwallet');
    expect(signInRedirect('/wallet?tab=usdt')).toBe('/login?returnUrl=%2Fwallet%3Ftab%3Dusdt');
    expect(signInRedirect('/')).toBe('/login');
  });

  it('sends to /authentication when a 2FA cookie exists, whatever the path', () => {
    setTokens({ gg2FAToken: 'second-factor' });
    expect(signInRedirect('/wallet')).toBe('/authentication');
    expect(signInRedirect('/')).toBe('/authentication');
  });
});

describe('a member page (requireAuth by default)', () => {
  it('without a user or a 2FA cookie, replaces the route with /login?returnUrl=<path> and never shows the page', async () => {
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?returnUrl=%2Fwallet'));
    expect(router.visited).toEqual(['/login?returnUrl=%2Fwallet']);
    expect(screen.queryByText(MEMBER_CONTENT)).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('rendered by the server for the member of the cookie, shows the page at once without asking for the profile', async () => {
    setTokens({ accessToken: 'access-1' });
    let profileCalls = 0;
    server.use(
      handle.get(apiUrl('auth/client/profile'), () => {
        profileCalls += 1;
        return ok(member);
      }),
    );
    const { router } = renderShell(MemberPage, { path: '/dashboard', pageProps: { session: { user: member } } });

    // In the first render: no loader in between, as in the server's HTML.
    expect(screen.getByRole('main')).toContainElement(screen.getByText(MEMBER_CONTENT));
    expect(await findAccountTrigger()).toHaveTextContent(member.fullName);
    await settingsLoaded();
    expect(profileCalls).toBe(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('with only a 2FA cookie, replaces the route with /authentication', async () => {
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/authentication'));
    expect(router.visited).toEqual(['/authentication']);
    expect(screen.queryByText(MEMBER_CONTENT)).not.toBeInTheDocument();
  });

  it('with an access cookie and the profile answering, shows the page inside the member layout and stays', async () => {
    signIn();
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    const content = await screen.findByText(MEMBER_CONTENT);
    expect(screen.getByRole('main')).toContainElement(content);
    // Side menu with its entries, header with the member's name.
    expect(within(await findSideMenu()).getByRole('link', { name: vi('Dashboard'), hidden: true })).toHaveAttribute('href', '/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: vi('Shortcuts') })).toBeInTheDocument();
    const trigger = await findAccountTrigger();
    expect(header).toContainElement(trigger);
    expect(trigger).toHaveTextContent(member.fullName);
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows the loading fallback (a status) while the profile loads, then the page', async () => {
    let answer: () => void = () => undefined;
    const profileAnswered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    setTokens({ accessToken: 'access-1' });
    server.use(
      handle.get(apiUrl('auth/client/profile'), async () => {
        await profileAnswered;
        return ok(member);
      }),
    );
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    // Settings and translations in: the only loader left is the guard's.
    await settingsLoaded();
    const loader = await screen.findByRole('status', { name: vi('Loading…') });
    expect(screen.getAllByRole('status')).toEqual([loader]);
    expect(screen.queryByText(MEMBER_CONTENT)).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    answer();

    expect(await screen.findByText(MEMBER_CONTENT)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});

describe('a guest page (guest flag)', () => {
  it('sends a signed-in member to a safe returnUrl', async () => {
    signIn();
    const { router } = renderShell(GuestPage, { path: '/login', query: { returnUrl: '/wallet' } });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/wallet'));
    expect(router.visited).toEqual(['/wallet']);
    expect(screen.queryByText(GUEST_CONTENT)).not.toBeInTheDocument();
  });

  it.each([
    ['the home page', '/'],
    ['a protocol-relative URL', '//evil.com'],
    ['another origin', 'https://evil.com'],
  ])('sends a signed-in member to /dashboard when returnUrl is %s (%s)', async (_what, returnUrl) => {
    signIn();
    const { router } = renderShell(GuestPage, { path: '/login', query: { returnUrl } });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard'));
    expect(router.visited).toEqual(['/dashboard']);
    expect(screen.queryByText(GUEST_CONTENT)).not.toBeInTheDocument();
  });

  it('sends a signed-in member to /dashboard without a returnUrl', async () => {
    signIn();
    const { router } = renderShell(GuestPage, { path: '/login' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/dashboard'));
    expect(router.visited).toEqual(['/dashboard']);
  });

  it('sends a member with a pending 2FA cookie to /authentication, even with a safe returnUrl', async () => {
    signIn();
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = renderShell(GuestPage, { path: '/login', query: { returnUrl: '/wallet' } });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/authentication'));
    expect(router.visited).toEqual(['/authentication']);
  });

  it('shows the page, without the member layout, when no one is signed in', async () => {
    const { router } = renderShell(GuestPage, { path: '/login', query: { returnUrl: '/wallet' } });

    expect(await screen.findByText(GUEST_CONTENT)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});

describe('a public page (requireAuth = false)', () => {
  it('shows the page under the public header with a Sign in link when signed out', async () => {
    const { router } = renderShell(PublicPage, { path: '/' });

    expect(await screen.findByText(PUBLIC_CONTENT)).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: vi('Sign in') })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('link', { name: vi('Dashboard') })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { hidden: true })).not.toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });

  it('offers the dashboard instead of Sign in to a signed-in member, and does not redirect', async () => {
    signIn();
    const { router } = renderShell(PublicPage, { path: '/' });

    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: vi('Dashboard') })).toHaveAttribute('href', '/dashboard');
    expect(within(header).queryByRole('link', { name: vi('Sign in') })).not.toBeInTheDocument();
    expect(screen.getByText(PUBLIC_CONTENT)).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});
