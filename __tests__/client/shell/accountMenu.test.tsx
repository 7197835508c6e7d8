import { act, screen, waitFor, within } from '@testing-library/react';
import { http as handle, HttpResponse } from 'msw';
import { DEFAULT_AVATAR } from '@/config/constants';
import { getAccessToken, getGg2FAToken, setTokens } from '@/services/tokens';
import { server } from '../../setup/server';
import { apiUrl, ok } from '../../setup/handlers';
import { recordPost } from '../auth/helpers/authFixtures';
import { findAccountTrigger, member, MemberPage, renderShell, signIn, vi } from './helpers/renderShell';

/** Answers display-income and records the username and bearer each call was sent with. */
function displayIncome(allowed: boolean) {
  const calls: { username: string | null; authorization: string | null }[] = [];
  server.use(
    handle.get(apiUrl('auth/client/display-income'), ({ request }) => {
      calls.push({ username: new URL(request.url).searchParams.get('username'), authorization: request.headers.get('authorization') });
      return ok({ allowed });
    }),
  );
  return calls;
}

async function openAccountMenu(allowed: boolean) {
  const calls = displayIncome(allowed);
  signIn();
  const view = renderShell(MemberPage, { path: '/wallet' });
  const trigger = await findAccountTrigger();
  // The answer is in before the menu is read, so an absent entry is not just a slow one.
  await waitFor(() => expect(view.queryClient.getQueryState(['display-income', member.username])?.status).toBe('success'));
  await view.user.click(trigger);
  // The menu's code is fetched on the first opening.
  const menu = await screen.findByRole('menu');
  return { ...view, calls, trigger, menu, items: () => within(menu).getAllByRole('menuitem') };
}

describe('account menu', () => {
  it('shows Account, History Transaction, Monthly statement, the plan, the fees and Logout when display-income answers allowed', async () => {
    const { calls, items } = await openAccountMenu(true);

    expect(calls).toEqual([{ username: member.username, authorization: 'Bearer access-1' }]);
    expect(items().map((item) => item.textContent)).toEqual([
      vi('Account'),
      vi('Notifications'),
      vi('History Transaction'),
      vi('Monthly statement'),
      vi('Compensation plan'),
      vi('Fees and limits'),
      vi('Logout'),
    ]);
    expect(screen.getByRole('menuitem', { name: vi('Account') })).toHaveAttribute('href', '/setting');
    expect(screen.getByRole('menuitem', { name: vi('History Transaction') })).toHaveAttribute('href', '/transactions');
    expect(screen.getByRole('menuitem', { name: vi('Monthly statement') })).toHaveAttribute('href', '/statement');
    expect(screen.getByRole('menuitem', { name: vi('Compensation plan') })).toHaveAttribute('href', '/plan');
    expect(screen.getByRole('menuitem', { name: vi('Fees and limits') })).toHaveAttribute('href', '/fees');
  });

  it('leaves History Transaction out when display-income answers not allowed', async () => {
    const { items } = await openAccountMenu(false);

    expect(items().map((item) => item.textContent)).toEqual([vi('Account'), vi('Notifications'), vi('Compensation plan'), vi('Fees and limits'), vi('Logout')]);
    expect(screen.queryByRole('menuitem', { name: vi('History Transaction') })).not.toBeInTheDocument();
  });

  it('leaves History Transaction out when display-income fails', async () => {
    server.use(handle.get(apiUrl('auth/client/display-income'), () => HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 })));
    signIn();
    const { user, queryClient } = renderShell(MemberPage, { path: '/wallet' });
    const trigger = await findAccountTrigger();
    await waitFor(() => expect(queryClient.getQueryState(['display-income', member.username])?.status).toBe('error'));

    await user.click(trigger);
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([vi('Account'), vi('Notifications'), vi('Compensation plan'), vi('Fees and limits'), vi('Logout')]);
  });

  it('logs out: tells the API (which clears the refresh cookie), deletes its cookies and goes to /login', async () => {
    const logout = recordPost('auth/client/logout', () => ok({ message: 'Signed out' }));
    server.use(logout.handler);
    const { menu, router, user } = await openAccountMenu(false);
    setTokens({ gg2FAToken: 'stale-second-factor' });
    expect([getAccessToken(), getGg2FAToken()]).toEqual(['access-1', 'stale-second-factor']);

    await user.click(within(menu).getByRole('menuitem', { name: vi('Logout') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(logout.bodies).toEqual([null]);
    expect(logout.headers[0].get('authorization')).toBe('Bearer access-1');
    expect([getAccessToken(), getGg2FAToken()]).toEqual([undefined, undefined]);
    expect(document.cookie).toBe('');
  });

  // Logout clears the user before its push('/login') completes; the still-mounted AuthGuard must not
  // add replace('/login?returnUrl=…'), which in Next would cancel the push.
  it('logs out to bare /login, with no second navigation from the auth guard', async () => {
    server.use(handle.post(apiUrl('auth/client/logout'), () => ok({ message: 'Signed out' })));
    const { menu, router, user } = await openAccountMenu(false);

    await user.click(within(menu).getByRole('menuitem', { name: vi('Logout') }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

    expect(router.visited).toEqual(['/login']);
  });

  it('still signs out locally when the logout call fails', async () => {
    server.use(handle.post(apiUrl('auth/client/logout'), () => HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 })));
    const { menu, router, user } = await openAccountMenu(false);

    await user.click(within(menu).getByRole('menuitem', { name: vi('Logout') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect([getAccessToken(), getGg2FAToken()]).toEqual([undefined, undefined]);
  });
});

describe('member header', () => {
  function avatarOf(trigger: HTMLElement): string | null {
    return trigger.querySelector('img')?.getAttribute('src') ?? null;
  }

  it('shows the default avatar when avatar.completedUrl is missing, and the fullName', async () => {
    signIn({ ...member, avatar: { completedUrl: null } });
    renderShell(MemberPage, { path: '/wallet' });

    const trigger = await findAccountTrigger();
    expect(screen.getByRole('banner')).toContainElement(trigger);
    expect(avatarOf(trigger)).toBe(DEFAULT_AVATAR);
    expect(DEFAULT_AVATAR).toBe('/images/default-avatar.svg');
    expect(trigger).toHaveTextContent(member.fullName);
  });

  it("shows the member's own avatar when avatar.completedUrl is set", async () => {
    const url = 'https://cdn.example.com/avatars/u1.png';
    signIn({ ...member, fullName: 'Trần Thị B', avatar: { completedUrl: url } });
    renderShell(MemberPage, { path: '/wallet' });

    const trigger = await findAccountTrigger('Trần Thị B');
    expect(avatarOf(trigger)).toBe(url);
    expect(trigger).toHaveTextContent('Trần Thị B');
    expect(trigger).not.toHaveTextContent(member.fullName);
  });

  it('links Bonus and Order, and the logo to the dashboard', async () => {
    signIn();
    renderShell(MemberPage, { path: '/order' });
    await findAccountTrigger();

    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: vi('Bonus') })).toHaveAttribute('href', '/bonus');
    expect(header.getByRole('link', { name: vi('Order') })).toHaveAttribute('href', '/order');
    expect(header.getByRole('link', { name: vi('Order') })).toHaveAttribute('aria-current', 'page');
    expect(header.getByRole('link', { name: vi('Bonus') })).not.toHaveAttribute('aria-current');
    expect(header.getByRole('link', { name: 'FilHub' })).toHaveAttribute('href', '/dashboard');
  });
});
