import { screen, waitFor, within } from '@testing-library/react';
import type { MemberPackage, MemberProfile } from '@/contract/profile';
import type { Wallet } from '@/contract/wallets';
import UpgradePage from '@/pages/upgrade';
import { account, signedInAs } from '../settings/helpers/settingsFixtures';
import { recordPost, slowly } from '../auth/helpers/authFixtures';
import { findHeading, renderHistory, vi, viWith } from '../history/helpers/renderHistory';
import { fail, handle, apiUrl, ok, packages, recordGet, server, wallets } from './helpers/orderPagesFixtures';

const silver: MemberPackage = { _id: 'p-silver', code: 'SILVER', name: { vi: 'Gói Bạc', en: 'Silver' }, bonusLevels: 2 };

async function renderUpgrade(profile: Partial<MemberProfile> = {}, balances: Wallet[] = wallets) {
  const session = signedInAs({ ...account, package: silver, ...profile });
  const kinds = recordGet('auth/product/list', (query) => {
    expect(query).toEqual({ kind: 'PACKAGE' });
    return packages;
  });
  const walletCalls = { count: 0 };
  server.use(
    handle.get(apiUrl('auth/client/wallets'), () => {
      walletCalls.count += 1;
      return ok(balances);
    }),
  );
  const view = renderHistory(UpgradePage, { path: '/upgrade' });
  await findHeading('Upgrade Package');
  await screen.findByTestId('package-GOLD');
  return { ...view, session, kinds, walletCalls };
}

const packageCard = (code: string) => screen.getByTestId(`package-${code}`);
const chooseGold = () => within(packageCard('GOLD')).getByRole('button', { name: viWith('Upgrade to %name%', { name: 'Gói Vàng' }) });
const form = () => screen.getByRole('form', { name: viWith('Upgrade to %name%', { name: 'Gói Vàng' }) });
const payButton = () => within(form()).getByRole('button', { name: vi('Pay and upgrade') });
const walletOption = (symbol: string) => within(form()).getByRole('radio', { name: new RegExp(viWith('%symbol% wallet', { symbol })) });

describe('/upgrade', () => {
  it('marks the current package; lower and equal ones cannot be chosen', async () => {
    await renderUpgrade();

    expect(screen.getByTestId('current-package')).toHaveTextContent(viWith('Your package: %name%', { name: 'Gói Bạc' }));
    const cards = screen.getAllByTestId(/^package-/).map((card) => card.dataset.testid);
    expect(cards).toEqual(['package-STARTER', 'package-SILVER', 'package-GOLD']);
    expect(within(packageCard('SILVER')).getByText(vi('Your package'))).toBeInTheDocument();
    expect(within(packageCard('SILVER')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(packageCard('STARTER')).getByText(vi('Included in your package'))).toBeInTheDocument();
    expect(within(packageCard('STARTER')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(packageCard('GOLD')).getByText(viWith('Team bonus down to level %level%', { level: '3' }))).toBeInTheDocument();
    expect(chooseGold()).toBeInTheDocument();
  });

  it('shows the cost of the upgrade in USDT and in EV (the differences of price)', async () => {
    const { user } = await renderUpgrade();
    await user.click(chooseGold());

    expect(chooseGold()).toHaveAttribute('aria-pressed', 'true');
    expect(within(form()).getByTestId('upgrade-cost-USDT')).toHaveTextContent(viWith('Cost: %value%', { value: '$1.000,00' }));
    expect(within(form()).getByTestId('upgrade-cost-EV')).toHaveTextContent(viWith('Cost: %value%', { value: '4.000 EV' }));
    expect(within(form()).getByTestId('upgrade-cost')).toHaveTextContent('$1.000,00');
    await waitFor(() => expect(walletOption('USDT')).toHaveAccessibleName(expect.stringContaining('$5.000,00')));

    await user.click(walletOption('EV'));
    expect(within(form()).getByTestId('upgrade-cost')).toHaveTextContent('4.000 EV');
  });

  it('asks the full price without a package', async () => {
    const { user } = await renderUpgrade({ package: null });
    expect(screen.getByTestId('current-package')).toHaveTextContent(vi('You have no package yet: any package is an upgrade at its full price.'));
    await user.click(within(packageCard('STARTER')).getByRole('button'));
    const starter = screen.getByRole('form', { name: viWith('Upgrade to %name%', { name: 'Gói Khởi đầu' }) });
    expect(within(starter).getByTestId('upgrade-cost')).toHaveTextContent('$100,00');
    await user.click(within(starter).getByRole('radio', { name: new RegExp(viWith('%symbol% wallet', { symbol: 'EV' })) }));
    expect(within(starter).getByTestId('upgrade-cost')).toHaveTextContent('400 EV');
  });

  it('pays from EV with the secure password and code, once for two clicks, then reloads the profile', async () => {
    const { handler, bodies } = recordPost('auth/client/upgrade-package', () =>
      slowly(ok({ package: packages[0], symbol: 'EV', amount: '4000', entries: [] })),
    );
    server.use(handler);
    const { user, session, walletCalls } = await renderUpgrade({ is2FAEnabled: true });
    await user.click(chooseGold());
    await user.click(walletOption('EV'));
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.type(within(form()).getByLabelText(vi('Authentication code')), '123456');
    const profileCalls = session.calls;
    const walletLoads = walletCalls.count;
    session.set({ ...account, is2FAEnabled: true, package: { _id: 'p-gold', code: 'GOLD', name: { vi: 'Gói Vàng', en: 'Gold' }, bonusLevels: 3 } });

    await user.dblClick(payButton());
    expect(await screen.findByText(vi('Package upgraded'))).toBeInTheDocument();
    expect(bodies).toEqual([{ packageId: 'p-gold', symbol: 'EV', securePassword: 'Secure@123', code: '123456' }]);
    await waitFor(() => expect(session.calls).toBeGreaterThan(profileCalls));
    await waitFor(() => expect(walletCalls.count).toBeGreaterThan(walletLoads));
    await waitFor(() => expect(within(packageCard('GOLD')).getByText(vi('Your package'))).toBeInTheDocument());
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('disables the pay button while the request runs', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { handler, bodies } = recordPost('auth/client/upgrade-package', async () => {
      await answered;
      return ok({ package: packages[0], symbol: 'USDT', amount: '1000', entries: [] });
    });
    server.use(handler);
    const { user } = await renderUpgrade();
    await user.click(chooseGold());
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(payButton());

    await waitFor(() => expect(within(form()).getByRole('button', { name: vi('Please wait…') })).toBeDisabled());
    release();
    expect(await screen.findByText(vi('Package upgraded'))).toBeInTheDocument();
    expect(bodies).toEqual([{ packageId: 'p-gold', symbol: 'USDT', securePassword: 'Secure@123' }]);
  });

  it('puts the server field errors on their fields', async () => {
    const { handler } = recordPost('auth/client/upgrade-package', () =>
      fail(400, 'VALIDATION_FAILED', { fields: { securePassword: 'SECURE_PASSWORD_WRONG', packageId: 'PACKAGE_NOT_HIGHER' } }),
    );
    server.use(handler);
    const { user } = await renderUpgrade();
    await user.click(chooseGold());
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Wrong@123');
    await user.click(payButton());

    const password = within(form()).getByLabelText(vi('Secure password'));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(vi('The secure password is wrong'));
    expect(within(form()).getByText(vi('You already have this package or a higher one'))).toBeInTheDocument();
  });

  it('refuses a cost above the balance without asking the server', async () => {
    const { handler, bodies } = recordPost('auth/client/upgrade-package', () => ok({}));
    server.use(handler);
    const { user } = await renderUpgrade({}, [{ symbol: 'USDT', balance: '999', isCurrency: true }]);
    await user.click(chooseGold());
    await waitFor(() => expect(walletOption('USDT')).toHaveAccessibleName(expect.stringContaining('$999,00')));
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(payButton());

    expect(await within(form()).findByText(vi('Insufficient balance'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
