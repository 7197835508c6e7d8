import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import DashboardPage from '@/pages/dashboard';
import { member } from '../auth/helpers/authFixtures';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { dashboardApi, leader } from './dashboardApi';

/** axe's rules that jsdom can judge (no layout: colour contrast is left to the e2e run). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => jest.restoreAllMocks());

describe('dashboard: accessibility (axe in jsdom)', () => {
  beforeEach(() => {
    // axe measures icon ligatures on a canvas, which jsdom does not draw.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it("a leader's dashboard, then with the notification panel open", async () => {
    dashboardApi({ leader, canHasRefLink: true });
    signIn({ ...member, isLeader: true, referralCode: 'DEMO123' });
    const { user } = renderHistory(DashboardPage, { path: '/dashboard' });
    await findHeading('Dashboard');
    await screen.findByTestId('leader-members');
    await screen.findByTestId('latest-orders');
    await screen.findByTestId('mining-power');
    await screen.findByRole('heading', { name: vi('Your referral link') });
    expect(await violations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: viWith('Notifications, %count% unread', { count: 3 }) }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    await within(panel).findByRole('list');
    expect(await violations()).toEqual([]);
  }, 20_000);
});
