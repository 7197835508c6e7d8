import { screen, waitFor, within } from '@testing-library/react';
import {
  bookIs,
  fail,
  moneyOutIs,
  ok,
  pendingAddress,
  prices,
  pricesWithEc,
  recordJson,
  renderWallet,
  usableAddress,
  vi,
  viWith,
  youngAddress,
} from './helpers/walletFixtures';

const card = (title: 'Transfer' | 'Withdraw' | 'Swap') => screen.getByRole('region', { name: vi(title) });

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

describe('Wallet: the amount as the server reads it', () => {
  it('says on the field, before anything is sent, that an amount has more than 18 decimals or is above 1e15', async () => {
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({}));
    const { user } = await renderWallet();
    const form = card('Transfer');
    const amount = within(form).getByLabelText(`${vi('Amount')} (EV)`);

    await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
    await user.type(amount, '20.0000000000000000001');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    const decimals = await within(form).findByText(vi('Use at most 18 decimals'));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain(decimals.id);

    await user.clear(amount);
    await user.type(amount, '2000000000000000');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    expect(await within(form).findByText(vi('The amount is too large'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('reads a decimal comma: "20,5" is sent as 20.5', async () => {
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({ reference: 'TR-2', entries: [] }));
    const { user } = await renderWallet();
    const form = card('Transfer');

    await user.type(within(form).getByLabelText(vi('Recipient username')), ' friend ');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '20,5');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));

    expect(await screen.findByText(vi('Transfer sent'))).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: '20.5', toUsername: 'friend', securePassword: 'Secure@123' }]);
  });
});

describe('Wallet: two-factor and secure password', () => {
  it('asks for the code only when 2FA is on', async () => {
    await renderWallet();
    expect(screen.queryByLabelText(vi('Authentication code'))).not.toBeInTheDocument();
  });

  it('shows a code field in each form when 2FA is on', async () => {
    bookIs([usableAddress]);
    await renderWallet({ is2FAEnabled: true }, pricesWithEc);
    await within(card('Withdraw')).findByRole('combobox', { name: vi('To address') });
    expect(screen.getAllByLabelText(vi('Authentication code'))).toHaveLength(3);
  });

  it('links to the security settings instead of a submit without a secure password', async () => {
    bookIs([usableAddress]);
    await renderWallet({ hasSecurePassword: false });
    const form = card('Withdraw');
    await within(form).findByRole('combobox', { name: vi('To address') });
    expect(within(form).queryByRole('button', { name: vi('Withdraw') })).not.toBeInTheDocument();
    expect(within(form).getByRole('link', { name: vi('Set it in Security settings') })).toHaveAttribute('href', '/setting/security');
  });
});

const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('Wallet: withdraw', () => {
  it('picks from the address book (label and shortened address); one in its delay or unconfirmed says when it opens and cannot be chosen', async () => {
    bookIs([youngAddress, pendingAddress, usableAddress]);
    await renderWallet();
    const form = card('Withdraw');
    const select = await within(form).findByRole('combobox', { name: vi('To address') });
    await within(select).findByRole('option', { name: 'Binance · 0x5290…9EE7' });
    const young = within(select).getByRole('option', { name: `Ledger · 0xde70…fb77 (${viWith('Opens at %time%', { time: dateTime(youngAddress.opensAt!) })})` });
    expect(young).toBeDisabled();
    expect(within(select).getByRole('option', { name: `Trezor · 0xfB69…d359 (${vi('Awaiting confirmation')})` })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Binance · 0x5290…9EE7' })).toBeEnabled();
    expect(within(form).getByText(new RegExp(`Ledger: ${viWith('Opens at %time%', { time: dateTime(youngAddress.opensAt!) })}`))).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: vi('Manage your withdrawal addresses') })).toHaveAttribute('href', '/setting/payment');
  });

  it('asks for an address, then sends the book entry\'s id and says the withdrawal waits for approval', async () => {
    bookIs([usableAddress]);
    const bodies = recordJson('post', 'auth/transaction/withdraw', () => ok({ reference: 'WD-1', entries: [] }));
    const { user } = await renderWallet();
    const form = card('Withdraw');
    const select = await within(form).findByRole('combobox', { name: vi('To address') });
    await within(select).findByRole('option', { name: 'Binance · 0x5290…9EE7' });

    await user.type(within(form).getByLabelText(`${vi('Amount')} (USDT)`), '50');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Withdraw') }));
    expect(await within(form).findByText(vi('Choose an address from your address book'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(select, 'a-usable');
    await user.click(within(form).getByRole('button', { name: vi('Withdraw') }));
    expect(await screen.findByText(vi('Withdrawal requested: waiting for approval'))).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: '50', addressId: 'a-usable', securePassword: 'Secure@123' }]);
  });

  it('shows the server\'s "opens at" under the address, in the member\'s time zone', async () => {
    bookIs([usableAddress]);
    const opensAt = '2026-03-05T12:00:00.000Z';
    recordJson('post', 'auth/transaction/withdraw', () =>
      fail(400, 'WITHDRAW_ADDRESS_IN_DELAY', { fields: { addressId: 'WITHDRAW_ADDRESS_IN_DELAY' }, params: { opensAt }, values: { opensAt } }),
    );
    const { user } = await renderWallet();
    const form = card('Withdraw');
    const select = await within(form).findByRole('combobox', { name: vi('To address') });
    await within(select).findByRole('option', { name: 'Binance · 0x5290…9EE7' });
    await user.selectOptions(select, 'a-usable');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (USDT)`), '50');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Withdraw') }));
    const text = viWith('This address can be used from %opensAt%', { opensAt: dateTime(opensAt) });
    expect(await within(form).findByText(text)).toBeInTheDocument();
  });

  it('says so when the book is empty, with a link to Setting → Payment, and no form', async () => {
    await renderWallet();
    const form = card('Withdraw');
    expect(await within(form).findByRole('link', { name: vi('Add an address in Setting → Payment') })).toHaveAttribute('href', '/setting/payment');
    expect(within(form).queryByRole('button', { name: vi('Withdraw') })).not.toBeInTheDocument();
  });

  it('explains that withdrawals need approved KYC and links to /setting/kyc', async () => {
    bookIs([usableAddress]);
    moneyOutIs({ kycRequired: true });
    await renderWallet();
    const form = card('Withdraw');
    expect(await within(form).findByRole('link', { name: vi('Send your documents in Setting → KYC') })).toHaveAttribute('href', '/setting/kyc');
    expect(within(form).queryByRole('combobox', { name: vi('To address') })).not.toBeInTheDocument();
  });

  it('shows the hold after a security change above the forms, until when in the member\'s time zone', async () => {
    const heldUntil = '2026-03-05T08:30:00.000Z';
    moneyOutIs({ heldUntil });
    await renderWallet();
    const notice = await screen.findByTestId('money-out-notice');
    expect(notice).toHaveTextContent(dateTime(heldUntil));
    expect(notice.compareDocumentPosition(card('Swap')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a refused transfer during the hold toasts until when', async () => {
    const heldUntil = '2026-03-05T08:30:00.000Z';
    recordJson('post', 'auth/transaction/transfer', () => fail(403, 'MONEY_OUT_HELD', { params: { until: heldUntil }, values: { heldUntil } }));
    const { user } = await renderWallet();
    const form = card('Transfer');
    await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '20');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    const text = viWith('Transfers and withdrawals are on hold until %until% after a security change of your account', { until: dateTime(heldUntil) });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
