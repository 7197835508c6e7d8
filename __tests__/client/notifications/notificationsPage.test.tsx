import { screen, waitFor, within } from '@testing-library/react';
import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import NotificationsView from '@/components/notifications/NotificationsView';
import { server } from '../../setup/server';
import { findAccountTrigger, signIn, vi } from '../shell/helpers/renderShell';
import { renderHistory, viWith } from '../history/helpers/renderHistory';
import { notification, notificationsApi } from './helpers/notificationsApi';

// The page's first render compiles the shell and its chunks: slow on a busy machine.
jest.setTimeout(30_000);

const Page: PortalPage = () => <NotificationsView />;
Page.Shell = MemberShell;

/** 25 notifications, newest first: every fifth a security change, the first three unread. */
const history = Array.from({ length: 25 }, (_, index) =>
  index % 5 === 0
    ? notification({ _id: `s${index}`, type: 'SECURITY_CHANGE', params: { change: 'PASSWORD' }, read: index >= 3 })
    : notification({ _id: `o${index}`, type: 'ORDER_COMPLETED', params: { orderCode: `FH${String(index).padStart(4, '0')}` }, read: index >= 3 }),
);

async function renderPage(query: Record<string, string> = {}, api = notificationsApi(history)) {
  server.use(...api.handlers);
  signIn();
  const view = renderHistory(Page, { path: '/notifications', query });
  await screen.findByRole('heading', { level: 1, name: vi('Notifications') }, { timeout: 10_000 });
  return { ...view, api };
}

/** The list requests' queries as objects (their order aside). */
const asked = (api: ReturnType<typeof notificationsApi>) => api.queries.map((query) => Object.fromEntries(new URLSearchParams(query)));
const orderText = (index: number) => viWith('Order %code% completed', { code: `FH${String(index).padStart(4, '0')}` });

describe('the notifications page', () => {
  it('lists the whole history a page at a time, Older opening the next page by its cursor', async () => {
    const { user, api } = await renderPage();
    expect(await screen.findByText(orderText(1))).toBeInTheDocument();
    expect(screen.queryByText(orderText(21))).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: vi('Older') }));

    expect(await screen.findByText(orderText(21))).toBeInTheDocument();
    expect(asked(api).at(-1)).toEqual({ limit: '20', cursor: 'after-20' });
  });

  it('filters to the unread ones and to one kind, the filters kept in the URL and sent to the server', async () => {
    const { user, api, routes } = await renderPage();
    await screen.findByText(orderText(1));

    await user.selectOptions(screen.getByLabelText(vi('Show')), vi('Unread only'));
    await waitFor(() => expect(asked(api).at(-1)).toEqual({ limit: '20', unread: 'true' }));
    expect(routes.queries.at(-1)).toEqual({ show: 'unread' });
    await waitFor(() => expect(screen.queryByText(orderText(4))).not.toBeInTheDocument());
    expect(screen.getByText(orderText(1))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(vi('Kind')), vi('Security and sign-ins'));
    await waitFor(() => expect(asked(api).at(-1)).toEqual({ limit: '20', unread: 'true', kind: 'security' }));
    await waitFor(() => expect(screen.queryByText(orderText(1))).not.toBeInTheDocument());
    expect(screen.getAllByText(vi('Your password was changed'))).toHaveLength(1);
  });

  it('opens with the filters of its URL, and says when nothing matches', async () => {
    const api = notificationsApi([notification({ _id: 'o1', type: 'ORDER_COMPLETED', params: { orderCode: 'FH0001' }, read: true })]);
    await renderPage({ show: 'unread', kind: 'team' }, api);
    expect(await screen.findByText(vi('No notifications match these filters.'))).toBeInTheDocument();
    expect(asked(api)).toContainEqual({ limit: '20', unread: 'true', kind: 'team' });
    expect(screen.getByLabelText(vi('Kind'))).toHaveValue('team');
  });

  it('marks one read and all read', async () => {
    const { user, api } = await renderPage();
    const first = await screen.findByText(orderText(1));
    await user.click(first.closest('button')!);
    await waitFor(() => expect(api.calls).toEqual(['read o1']));
    expect(await screen.findByRole('heading', { name: viWith('%count% unread', { count: 2 }) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi('Mark all as read') }));
    await waitFor(() => expect(api.calls).toEqual(['read o1', 'read-all']));
    expect(await screen.findByRole('heading', { name: vi('All read') })).toBeInTheDocument();
  });

  it('is reachable from the bell ("See all notifications") and from the member menu', async () => {
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: viWith('Notifications, %count% unread', { count: 3 }) }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    expect(await within(panel).findByRole('link', { name: vi('See all notifications') })).toHaveAttribute('href', '/notifications');

    await user.click(await findAccountTrigger());
    expect(await screen.findByRole('menuitem', { name: vi('Notifications') })).toHaveAttribute('href', '/notifications');
  });
});
