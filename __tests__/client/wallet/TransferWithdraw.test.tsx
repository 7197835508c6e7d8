import { screen, waitFor, within } from '@testing-library/react';
import { ok, prices, pricesWithEc, recordJson, renderWallet, vi, viWith } from './helpers/walletFixtures';

const card = (title: 'Transfer' | 'Withdraw' | 'Swap') => screen.getByRole('region', { name: vi(title) });
const ADDRESS = '0x1111111111111111111111111111111111111111';

describe('Wallet: transfer', () => {
  it('shows the minimum formatted with the coin code ("100 EV")', async () => {
    const ev = { ...prices[1], settings: { ...prices[1].settings, TRANSFER: { isFeePercent: false, fee: '2', minFee: '0', minimumAmount: '100' } } };
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({}));
    const { user } = await renderWallet({}, [prices[0], ev]);
    const form = card('Transfer');

    await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '50');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));

    expect(await within(form).findByText(viWith('Minimum amount is %value%', { value: '100 EV' }))).toBeInTheDocument();
    expect(within(form).getByTestId('fee')).toHaveTextContent('2 EV');
    expect(bodies).toEqual([]);
  });

  it('sends amount, username, password and code (2FA on), then toasts and refreshes', async () => {
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({ reference: 'TR-1', entries: [] }));
    const { user, walletCalls } = await renderWallet({ is2FAEnabled: true });
    const form = card('Transfer');
    const before = walletCalls.calls;

    await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '20');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.type(within(form).getByLabelText(vi('Authentication code')), '123456');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));

    expect(await screen.findByText(vi('Transfer sent'))).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: '20', toUsername: 'friend', securePassword: 'Secure@123', code: '123456' }]);
    await waitFor(() => expect(walletCalls.calls).toBeGreaterThan(before));
  });
});

describe('Wallet: two-factor and secure password', () => {
  it('asks for the code only when 2FA is on', async () => {
    await renderWallet();
    expect(screen.queryByLabelText(vi('Authentication code'))).not.toBeInTheDocument();
  });

  it('shows a code field in each form when 2FA is on', async () => {
    await renderWallet({ is2FAEnabled: true }, pricesWithEc);
    expect(screen.getAllByLabelText(vi('Authentication code'))).toHaveLength(3);
  });

  it('links to the security settings instead of a submit without a secure password', async () => {
    await renderWallet({ hasSecurePassword: false });
    const form = card('Withdraw');
    expect(within(form).queryByRole('button', { name: vi('Withdraw') })).not.toBeInTheDocument();
    expect(within(form).getByRole('link', { name: vi('Set it in Security settings') })).toHaveAttribute('href', '/setting/security');
  });
});

describe('Wallet: withdraw', () => {
  it('checks the address, then sends the withdrawal and says it waits for approval', async () => {
    const bodies = recordJson('post', 'auth/transaction/withdraw', () => ok({ reference: 'WD-1', entries: [] }));
    const { user } = await renderWallet();
    const form = card('Withdraw');

    await user.type(within(form).getByLabelText(vi('BSC address')), '0x12');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (USDT)`), '50');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Withdraw') }));
    expect(await within(form).findByText(vi('The address is 0x followed by 40 hex digits'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(form).getByLabelText(vi('BSC address')));
    await user.type(within(form).getByLabelText(vi('BSC address')), ADDRESS);
    await user.click(within(form).getByRole('button', { name: vi('Withdraw') }));

    expect(await screen.findByText(vi('Withdrawal requested: waiting for approval'))).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: '50', address: ADDRESS, securePassword: 'Secure@123' }]);
  });
});
