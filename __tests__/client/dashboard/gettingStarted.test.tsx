import { act, screen, within } from '@testing-library/react';
import DashboardPage from '@/pages/dashboard';
import type { MemberProfile } from '@/contract/profile';
import { member } from '../auth/helpers/authFixtures';
import { renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { dashboardApi } from './dashboardApi';

jest.setTimeout(30_000);

const GOLD = { _id: 'p', code: 'GOLD', name: { vi: 'Gói Vàng', en: 'Gold' }, bonusLevels: 3 };

async function renderDashboard(profile: Partial<MemberProfile>) {
  dashboardApi();
  signIn({ ...member, ...profile });
  const view = renderHistory(DashboardPage, { path: '/dashboard' });
  // The first render compiles the dashboard: slow on a busy machine.
  await screen.findByRole('heading', { level: 1, name: vi('Dashboard') }, { timeout: 10_000 });
  return view;
}

const checklist = () => screen.getByTestId('getting-started');

/** The list's code comes after the first paint: wait for it, so that its absence means something. */
async function cardCodeLoaded() {
  await act(async () => {
    await import('@/components/dashboard/GettingStartedCard');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
const step = (id: string) => checklist().querySelector(`[data-step="${id}"]`) as HTMLElement;

describe("dashboard: a new member's getting-started list", () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each step with its state from the profile and a link to do what is left', async () => {
    await renderDashboard({ hasSecurePassword: true, is2FAEnabled: false, kycStatus: 'PENDING', package: null });
    await screen.findByTestId('getting-started');

    expect(within(checklist()).getByRole('heading', { name: viWith('Get started: %done% of %total% done', { done: 1, total: 4 }) })).toBeInTheDocument();
    expect(within(step('secure-password')).getByText(vi('Done'))).toBeInTheDocument();
    expect(within(step('secure-password')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(step('two-factor')).getByRole('link', { name: new RegExp(vi('Turn it on in Settings → Security')) })).toHaveAttribute('href', '/setting/security');
    expect(within(step('kyc')).getByText(vi('Under review'))).toBeInTheDocument();
    expect(within(step('kyc')).getByRole('link', { name: new RegExp(vi('See its state')) })).toHaveAttribute('href', '/setting/kyc');
    expect(within(step('package')).getByRole('link', { name: new RegExp(vi('Choose a package')) })).toHaveAttribute('href', '/place-order');
  });

  it('asks a member with no secure password to set it, and a rejected KYC to be sent again', async () => {
    await renderDashboard({ hasSecurePassword: false, kycStatus: 'REJECTED', package: GOLD, is2FAEnabled: true });
    await screen.findByTestId('getting-started');
    expect(within(checklist()).getByRole('heading', { name: viWith('Get started: %done% of %total% done', { done: 2, total: 4 }) })).toBeInTheDocument();
    expect(within(step('secure-password')).getByRole('link', { name: new RegExp(vi('Set it in Settings → Security')) })).toHaveAttribute('href', '/setting/security');
    expect(within(step('kyc')).getByRole('link', { name: new RegExp(vi('See why and send again')) })).toHaveAttribute('href', '/setting/kyc');
    expect(within(step('package')).getByText(vi('Done'))).toBeInTheDocument();
  });

  it('is gone once every step is done', async () => {
    await renderDashboard({ hasSecurePassword: true, is2FAEnabled: true, kycStatus: 'APPROVED', package: GOLD });
    await screen.findByTestId('balance-USDT');
    await cardCodeLoaded();
    expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
  });

  it('can be hidden, and stays hidden for that member on this browser', async () => {
    const { user, unmount } = await renderDashboard({ hasSecurePassword: false });
    await screen.findByTestId('getting-started');
    await user.click(within(checklist()).getByRole('button', { name: vi('Hide this list') }));
    expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
    unmount();

    await renderDashboard({ hasSecurePassword: false });
    await screen.findByTestId('balance-USDT');
    expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
  });
});
