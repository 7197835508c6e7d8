import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import DashboardPage from '@/pages/dashboard';
import { member } from '../auth/helpers/authFixtures';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { apiUrl } from '../../setup/handlers';
import { server } from '../../setup/server';
import { dashboardApi, leader } from './dashboardApi';

const leaderMember = { ...member, isLeader: true };

async function renderDashboard(profile = member) {
  signIn(profile);
  const view = renderHistory(DashboardPage, { path: '/dashboard' });
  await findHeading('Dashboard');
  return view;
}

const card = (heading: Parameters<typeof vi>[0]) => screen.getByRole('heading', { level: 2, name: vi(heading) }).closest('section') as HTMLElement;

describe('dashboard', () => {
  it("shows the API's numbers: balances, team, bonus of the last 30 days, mining", async () => {
    const { requests } = dashboardApi();
    await renderDashboard({ ...member, package: { _id: 'p', code: 'GOLD', name: { vi: 'Gói Vàng', en: 'Gold' }, bonusLevels: 3 }, rank: { code: 'BRONZE', teamVolume: '1234.5', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '3765.5' } } });

    expect(await screen.findByTestId('balance-USDT')).toHaveTextContent('$5.000,00');
    expect(await screen.findByTestId('team-size')).toHaveTextContent('4');
    expect(screen.getByTestId('team-direct')).toHaveTextContent('2');
    expect(screen.getByTestId('team-volume')).toHaveTextContent('$1.234,50');
    expect(await screen.findByTestId('bonus-total')).toHaveTextContent('87,25 EV');
    expect(await screen.findByTestId('mining-power')).toHaveTextContent('10 TiB');
    expect(screen.getByTestId('member-package')).toHaveTextContent('Gói Vàng');
    expect(screen.getByTestId('member-rank')).toHaveTextContent(vi('Bronze'));

    // The chart of the same 30 days is named by its summary while its chunk loads.
    expect(await screen.findByRole('img', { name: /87,25 EV/ })).toBeInTheDocument();
    const bonusQuery = requests.find((request) => request.startsWith('auth/transaction/bonus'));
    expect(bonusQuery).toMatch(/from=\d{4}-\d{2}-\d{2}/);
    expect(bonusQuery).toMatch(/to=\d{4}-\d{2}-\d{2}/);
  });

  it('lists the 5 latest orders with their status and a link to /order', async () => {
    const { requests } = dashboardApi();
    await renderDashboard();

    const orders = within(await screen.findByTestId('latest-orders'));
    expect(orders.getByText('FHABCD2345')).toBeInTheDocument();
    expect(orders.getByText(vi('Awaiting payment'))).toBeInTheDocument();
    expect(orders.getByText('FHPQRS6789')).toBeInTheDocument();
    expect(orders.getByText(vi('Completed'))).toBeInTheDocument();
    expect(within(card('Latest orders')).getByRole('link', { name: vi('All orders') })).toHaveAttribute('href', '/order');
    expect(requests).toContain('auth/order/list?limit=5');
  });

  it('lists the latest notifications; clicking an unread one marks it read', async () => {
    const { notifications } = dashboardApi();
    const { user } = await renderDashboard();

    const section = within(card('Latest notifications'));
    const text = viWith('Order %code% completed', { code: 'FH0001' });
    await user.click(await section.findByRole('button', { name: new RegExp(text) }));

    await waitFor(() => expect(section.getByText(text).closest('button')).toBeNull());
    expect(notifications.calls).toEqual(['read n1']);
    expect(await screen.findByRole('button', { name: viWith('Notifications, %count% unread', { count: 2 }) })).toBeInTheDocument();
  });

  it('shows the leader section with per-level numbers for leaders', async () => {
    dashboardApi({ leader });
    await renderDashboard(leaderMember);

    expect(await screen.findByTestId('leader-members')).toHaveTextContent('3');
    expect(screen.getByTestId('leader-new-members')).toHaveTextContent('1');
    expect(screen.getByTestId('leader-volume')).toHaveTextContent('$1.100,00');
    const table = within(screen.getByRole('table', { name: vi('Team per level') }));
    const row = table.getByRole('row', { name: new RegExp(viWith('Level %level%', { level: 2 })) });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', '0', '$500,00']);
  });

  it('has no leader section, and asks for no leader summary, for other members', async () => {
    const { requests } = dashboardApi();
    await renderDashboard();

    await screen.findByTestId('team-size');
    expect(screen.queryByRole('heading', { name: vi('Leader summary') })).not.toBeInTheDocument();
    expect(requests.some((request) => request.startsWith('auth/leader'))).toBe(false);
  });

  it('shows empty states: no orders, no notifications, no package', async () => {
    dashboardApi({ orders: [], notifications: [] });
    await renderDashboard();

    expect(await within(card('Latest orders')).findByText(vi('No orders yet.'))).toBeInTheDocument();
    expect(await within(card('Latest notifications')).findByText(vi('No notifications yet'))).toBeInTheDocument();
    expect(screen.getByTestId('member-package')).toHaveTextContent(vi('No package yet'));
    expect(screen.queryByRole('heading', { name: vi('Your referral link') })).not.toBeInTheDocument();
  });

  it('keeps each card on its own: a failed team call shows its error while the rest shows', async () => {
    dashboardApi();
    server.use(http.get(apiUrl('auth/client/team-summary'), () => HttpResponse.json({ statusCode: 500, message: 'Boom' }, { status: 500 })));
    await renderDashboard();

    expect(await within(card('Team')).findByRole('alert')).toHaveTextContent(vi('The team totals could not be loaded'));
    expect(await screen.findByTestId('bonus-total')).toHaveTextContent('87,25 EV');
  });

  it("holds the team card's tiles with their labels while its numbers load (a phone's cards below it do not move)", async () => {
    dashboardApi();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl('auth/client/team-summary'), async () => {
        await answered;
        return HttpResponse.json({ statusCode: 200, message: 'OK', data: { directCount: 2, teamSize: 4, teamVolume: '1234.5' } });
      }),
    );
    await renderDashboard();

    const team = card('Team');
    expect(within(team).getByRole('status')).toHaveTextContent(vi('Loading…'));
    const tiles = within(team).getAllByRole('definition');
    expect(tiles).toHaveLength(3);
    expect(tiles.map((tile) => tile.textContent)).toEqual(['…', '…', '…']);
    expect(within(team).getAllByRole('term').map((label) => label.textContent)).toEqual([vi('Direct members'), vi('Team size'), vi('Team volume')]);

    answer();
    expect(await within(team).findByTestId('team-size')).toHaveTextContent('4');
    expect(within(team).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the referral link card when the member may share a link', async () => {
    dashboardApi({ canHasRefLink: true });
    await renderDashboard({ ...member, referralCode: 'DEMO123' });

    expect(await screen.findByRole('heading', { name: vi('Your referral link') })).toBeInTheDocument();
  });
});
