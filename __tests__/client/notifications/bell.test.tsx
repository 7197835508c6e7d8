import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../setup/server';
import { bottomBar, findAccountTrigger, findSideMenu, MemberPage, renderShell, signIn, vi } from '../shell/helpers/renderShell';
import { viWith } from '../history/helpers/renderHistory';
import { notification, notificationsApi } from './helpers/notificationsApi';

const bellName = (count: number) => viWith('Notifications, %count% unread', { count });

async function renderWithNotifications(api = notificationsApi()) {
  server.use(...api.handlers);
  signIn();
  const view = renderShell(MemberPage, { path: '/wallet' });
  await findAccountTrigger();
  return { ...view, api };
}

async function openPanel(user: ReturnType<typeof renderShell>['user'], count: number) {
  await user.click(await screen.findByRole('button', { name: bellName(count) }));
  const panel = await screen.findByRole('region', { name: vi('Notifications') });
  await within(panel).findByRole('list');
  return panel;
}

describe('notification bell', () => {
  it('shows the unread count in its name and as a badge', async () => {
    await renderWithNotifications();
    const bell = await screen.findByRole('button', { name: bellName(3) });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(bell).toHaveTextContent('3');
  });

  it('is named "Notifications" without a badge when nothing is unread', async () => {
    await renderWithNotifications(notificationsApi([notification({ _id: 'r', type: 'KYC_APPROVED', read: true })]));
    const bell = await screen.findByRole('button', { name: vi('Notifications') });
    expect(bell).toHaveTextContent('');
  });

  it('opens a panel listing the notifications worded from type and params, unread ones marked', async () => {
    const { user } = await renderWithNotifications();
    const panel = await openPanel(user, 3);

    const unreadRows = within(panel).getAllByRole('button', { name: new RegExp(vi('Unread, mark as read')) });
    expect(unreadRows).toHaveLength(3);
    expect(within(panel).getByText(viWith('Order %code% completed', { code: 'FH0001' }))).toBeInTheDocument();
    expect(
      within(panel).getByText(viWith('Bonus of %amount% from %username% (order %code%)', { amount: '12,5 EV', username: 'lan', code: 'FH0002' })),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(viWith('Withdrawal of %amount% rejected: %reason%', { amount: '$100,00', reason: 'Wrong address' })),
    ).toBeInTheDocument();
    const readText = within(panel).getByText(viWith('New sign-in from %device% (%ip%)', { device: 'Chrome on Windows', ip: '10.0.0.1' }));
    expect(readText.closest('button')).toBeNull();
    expect(screen.getByRole('button', { name: bellName(3) })).toHaveAttribute('aria-expanded', 'true');
  });

  it('marks one read on click: POST …/read, and the badge drops', async () => {
    const { user, api } = await renderWithNotifications();
    const panel = await openPanel(user, 3);

    const text = viWith('Order %code% completed', { code: 'FH0001' });
    await user.click(within(panel).getByRole('button', { name: new RegExp(text) }));

    expect(await screen.findByRole('button', { name: bellName(2) })).toBeInTheDocument();
    expect(api.calls).toEqual(['read n1']);
    await waitFor(() => expect(within(panel).getByText(text).closest('button')).toBeNull());
  });

  it('marks all read: POST read-all, the badge goes and the button with it', async () => {
    const { user, api } = await renderWithNotifications();
    const panel = await openPanel(user, 3);

    await user.click(within(panel).getByRole('button', { name: vi('Mark all as read') }));

    expect(await screen.findByRole('button', { name: vi('Notifications') })).toBeInTheDocument();
    expect(api.calls).toEqual(['read-all']);
    await waitFor(() => expect(within(panel).queryByRole('button', { name: vi('Mark all as read') })).not.toBeInTheDocument());
    expect(within(panel).queryAllByRole('button', { name: new RegExp(vi('Unread, mark as read')) })).toHaveLength(0);
  });

  it('closes on Escape with focus back on the bell', async () => {
    const { user } = await renderWithNotifications();
    await openPanel(user, 3);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: vi('Notifications') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: bellName(3) })).toHaveFocus();
  });

  it('shows the same count on the Dashboard entry of the side menu and of the bottom bar', async () => {
    await renderWithNotifications();
    const aside = await findSideMenu();
    const unread = viWith('%count% unread', { count: 3 });
    expect(await within(aside).findByRole('link', { name: `${vi('Dashboard')} ${unread}`, hidden: true })).toHaveAttribute('href', '/dashboard');
    // The bar's short label for the dashboard.
    expect(within(bottomBar()).getByRole('link', { name: `${vi('Home')} ${unread}` })).toHaveAttribute('href', '/dashboard');
  });

  it('shows an empty state when there is no notification', async () => {
    const { user } = await renderWithNotifications(notificationsApi([]));
    await user.click(await screen.findByRole('button', { name: vi('Notifications') }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    expect(await within(panel).findByText(vi('No notifications yet'))).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: vi('Mark all as read') })).not.toBeInTheDocument();
  });

  it('words the withdrawal steps and an added withdrawal address', async () => {
    const { user } = await renderWithNotifications(
      notificationsApi([
        notification({ _id: 'w1', type: 'WITHDRAWAL_REQUESTED', params: { amount: '25', symbol: 'USDT' } }),
        notification({ _id: 'w2', type: 'WITHDRAWAL_CANCELLED', params: { amount: '25', symbol: 'USDT' } }),
        notification({ _id: 's1', type: 'SECURITY_CHANGE', params: { change: 'WITHDRAW_ADDRESS' } }),
      ]),
    );
    const panel = await openPanel(user, 3);
    expect(within(panel).getByText(viWith('Withdrawal of %amount% requested', { amount: '$25,00' }))).toBeInTheDocument();
    expect(within(panel).getByText(viWith('Withdrawal of %amount% cancelled', { amount: '$25,00' }))).toBeInTheDocument();
    expect(within(panel).getByText(vi('A withdrawal address was added'))).toBeInTheDocument();
  });
});
