import { screen, waitFor } from '@testing-library/react';
import PageFrame from '@/components/ui/PageFrame';
import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import BonusPage from '@/pages/bonus';
import MaintenancePage from '@/pages/maintenance';
import BankPaymentPage from '@/pages/place-order/bank-payment';
import RegisterNewMemberPage from '@/pages/register-new-member';
import TransactionsPage from '@/pages/transactions';
import { server } from '../../setup/server';
import { renderShell, signIn, vi, webSettingsWith } from './helpers/renderShell';

const WalletTitledPage = portalPage(MemberShell, () => <PageFrame title="Wallet" />);

beforeEach(() => {
  document.title = '';
});

describe('document title', () => {
  it('is "<Vietnamese title> | FilHub" on a member page once the translations are in', async () => {
    signIn();
    renderShell(WalletTitledPage, { path: '/wallet' });

    await waitFor(() => expect(document.title).toBe(`${vi('Wallet')} | FilHub`));
    expect(screen.getByRole('heading', { level: 1, name: vi('Wallet') })).toBeInTheDocument();
  });

  it('takes the site name from settings WEB.siteName', async () => {
    server.use(webSettingsWith([{ name: 'siteName', value: 'FilHub Pro' }]));
    signIn();
    renderShell(WalletTitledPage, { path: '/wallet' });

    await waitFor(() => expect(document.title).toBe(`${vi('Wallet')} | FilHub Pro`));
  });

  it('stays in English (the keys) when English is the stored language', async () => {
    window.localStorage.setItem('language', 'en-US');
    signIn();
    renderShell(WalletTitledPage, { path: '/wallet' });

    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    await waitFor(() => expect(document.title).toBe('Wallet | FilHub'));
  });

  it('is not set while the guard still holds a member page (no user)', async () => {
    const { router } = renderShell(WalletTitledPage, { path: '/wallet' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?returnUrl=%2Fwallet'));
    expect(document.title).not.toContain(vi('Wallet'));
  });

  it.each([
    ['/bonus', BonusPage, 'Bonus'],
    ['/transactions', TransactionsPage, 'Transactions'],
    ['/register-new-member', RegisterNewMemberPage, 'Register Member'],
    ['/place-order/bank-payment', BankPaymentPage, 'Bank Transfer'],
  ] as const)('is set by the page at %s', async (path, Page, title) => {
    signIn();
    renderShell(Page, { path });

    await waitFor(() => expect(document.title).toBe(`${vi(title)} | FilHub`));
  });

  it('is "Bảo trì | FilHub" on the maintenance page (a public page)', async () => {
    server.use(webSettingsWith([{ name: 'maintenance', value: 'true' }]));
    renderShell(MaintenancePage, { path: '/maintenance' });

    await waitFor(() => expect(document.title).toBe(`${vi('Maintenance')} | FilHub`));
  });
});
