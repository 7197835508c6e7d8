import { screen, within } from '@testing-library/react';
import DashboardPage from '@/pages/dashboard';
import type { MemberRank } from '@/contract/profile';
import { member } from '../auth/helpers/authFixtures';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { dashboardApi } from './dashboardApi';

async function renderWithRank(rank: MemberRank) {
  dashboardApi();
  signIn({ ...member, rank });
  renderHistory(DashboardPage, { path: '/dashboard' });
  await findHeading('Dashboard');
  return within((await screen.findByRole('heading', { level: 2, name: vi('Rank progress') })).closest('section') as HTMLElement);
}

const fillWidth = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.width;

describe('dashboard rank progress', () => {
  it('starts from nothing: the whole first threshold still needed', async () => {
    const card = await renderWithRank({ code: 'MEMBER', teamVolume: '0', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '1000' } });
    const bar = card.getByRole('progressbar', { name: vi('Rank progress') });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const needed = viWith('%amount% still needed to reach %rank%', { amount: '$1.000,00', rank: vi('Bronze') });
    expect(bar).toHaveAttribute('aria-valuetext', needed);
    expect(card.getByTestId('rank-progress-status')).toHaveTextContent(needed);
    expect(card.getByTestId('rank-progress-current')).toHaveTextContent(vi('Member'));
    expect(card.getByTestId('rank-progress-next')).toHaveTextContent(vi('Bronze'));
    expect(fillWidth(bar)).toBe('0%');
  });

  it('measures from the current rank to the next, with the exact amount still needed', async () => {
    const card = await renderWithRank({ code: 'BRONZE', teamVolume: '2000.25', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '2999.75' } });
    const bar = card.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemin', '1000');
    expect(bar).toHaveAttribute('aria-valuemax', '5000');
    expect(bar).toHaveAttribute('aria-valuenow', '2000.25');
    expect(card.getByTestId('rank-progress-status')).toHaveTextContent(viWith('%amount% still needed to reach %rank%', { amount: '$2.999,75', rank: vi('Silver') }));
    expect(card.getByTestId('rank-progress-status')).toHaveTextContent('$2.000,25 / $5.000,00');
    expect(fillWidth(bar)).toBe('25.00625%');
  });

  it('shows the last step before the top rank', async () => {
    const card = await renderWithRank({ code: 'GOLD', teamVolume: '99999.5', minTeamVolume: '20000', next: { code: 'DIAMOND', minTeamVolume: '100000', remaining: '0.5' } });
    expect(card.getByTestId('rank-progress-next')).toHaveTextContent(vi('Diamond'));
    expect(card.getByTestId('rank-progress-status')).toHaveTextContent(viWith('%amount% still needed to reach %rank%', { amount: '$0,50', rank: vi('Diamond') }));
  });

  it('says the top rank is reached, with a full bar and no next rank', async () => {
    const card = await renderWithRank({ code: 'DIAMOND', teamVolume: '150000', minTeamVolume: '100000', next: null });
    const bar = card.getByRole('progressbar');
    const reached = viWith('%rank%, the top rank, is reached', { rank: vi('Diamond') });
    expect(bar).toHaveAttribute('aria-valuetext', reached);
    expect(bar).toHaveAttribute('aria-valuenow', '150000');
    expect(bar).toHaveAttribute('aria-valuemax', '150000');
    expect(card.getByTestId('rank-progress-status')).toHaveTextContent(reached);
    expect(card.queryByTestId('rank-progress-next')).not.toBeInTheDocument();
    expect(fillWidth(bar)).toBe('100%');
  });
});
