import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WithdrawAddress } from '@/contract/withdraw-addresses';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';
import { renderSettings, vi, viWith } from '../settings/helpers/renderSettings';
import { account, apiUrl, fail, handle, ok, recordJson, server, signedInAs } from '../settings/helpers/settingsFixtures';
import { pendingAddress, usableAddress, youngAddress } from '../wallet/helpers/walletFixtures';
import { storedPayout } from './helpers/renderPayment';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const card = () => screen.getByRole('region', { name: vi('Withdrawal addresses') });
const form = () => screen.getByRole('form', { name: vi('Add a withdrawal address') });

/** Answers the book with each list in turn (the last one again after that); counts the reads. */
function bookAnswers(...lists: WithdrawAddress[][]) {
  const state = { reads: 0 };
  server.use(
    handle.get(apiUrl('auth/client/withdraw-addresses'), () => {
      state.reads += 1;
      return ok({ items: lists[Math.min(state.reads - 1, lists.length - 1)], delayHours: 24, maxAddresses: 20 });
    }),
  );
  return state;
}

async function renderBook(profile: Partial<typeof account> = {}) {
  signedInAs({ ...account, ...profile });
  server.use(handle.get(apiUrl('auth/client/payment'), () => ok(storedPayout)));
  await renderSettings(PaymentSettingsView, '/setting/payment', 'Payment');
  await screen.findByRole('region', { name: vi('Withdrawal addresses') });
  return { user: userEvent.setup() };
}

describe('/setting/payment, withdrawal addresses', () => {
  it('lists each entry with its label, shortened address and state: awaiting its link, opens at, ready; the payout wallet by name', async () => {
    bookAnswers([pendingAddress, youngAddress, { ...usableAddress, source: 'WALLET_LINK', label: 'Payout wallet' }]);
    await renderBook();
    const entries = await within(card()).findAllByTestId('withdraw-address');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Trezor');
    expect(entries[0]).toHaveTextContent(vi('Awaiting confirmation'));
    expect(entries[0]).toHaveTextContent(vi('Open the link we e-mailed you to confirm it.'));
    expect(entries[1]).toHaveTextContent('0xde70…fb77');
    expect(entries[1]).toHaveTextContent(viWith('Opens at %time%', { time: dateTime(youngAddress.opensAt!) }));
    expect(entries[2]).toHaveTextContent(vi('Payout wallet'));
    expect(entries[2]).toHaveTextContent(vi('Ready'));
    expect(card()).toHaveTextContent(viWith('Withdrawals go only to the addresses of this book. A new address is confirmed by the link we e-mail you (or a code from your authenticator app) and can be used %hours% hours after that.', { hours: '24' }));
  });

  it('checks the address and the label before sending, then adds the entry (no code with 2FA off) and shows it awaiting confirmation', async () => {
    const reads = bookAnswers([], [{ ...pendingAddress, address: ADDRESS, label: 'Binance' }]);
    const bodies = recordJson('post', 'auth/client/withdraw-addresses', () => ok({ ...pendingAddress, address: ADDRESS, label: 'Binance' }));
    const { user } = await renderBook();
    expect(await within(card()).findByText(vi('No withdrawal address yet: add one below.'))).toBeInTheDocument();
    expect(within(form()).queryByLabelText(vi('Authentication code (optional)'))).not.toBeInTheDocument();

    await user.type(within(form()).getByLabelText(vi('BSC address')), '0x1234');
    await user.click(within(form()).getByRole('button', { name: vi('Add address') }));
    expect(await within(form()).findByText(vi('Enter a BSC wallet address (0x followed by 40 hex digits)'))).toBeInTheDocument();
    expect(within(form()).getByText(vi('Give the address a label'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(form()).getByLabelText(vi('BSC address')));
    await user.type(within(form()).getByLabelText(vi('BSC address')), ` ${ADDRESS.toLowerCase()} `);
    await user.type(within(form()).getByLabelText(vi('Label')), 'Binance');
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form()).getByRole('button', { name: vi('Add address') }));

    expect(await screen.findByText(vi('Address added: confirm it with the link we e-mailed you'))).toBeInTheDocument();
    expect(bodies).toEqual([{ address: ADDRESS.toLowerCase(), label: 'Binance', securePassword: 'Secure@123' }]);
    await waitFor(() => expect(reads.reads).toBe(2));
    expect(await within(card()).findByTestId('withdraw-address')).toHaveTextContent(vi('Awaiting confirmation'));
    expect(within(form()).getByLabelText(vi('BSC address'))).toHaveValue('');
  });

  it('with 2FA on offers the optional code, which confirms at once', async () => {
    bookAnswers([]);
    const bodies = recordJson('post', 'auth/client/withdraw-addresses', () => ok({ ...youngAddress, address: ADDRESS }));
    const { user } = await renderBook({ is2FAEnabled: true });
    const code = await within(form()).findByLabelText(vi('Authentication code (optional)'));
    expect(code).toHaveAccessibleDescription(vi('With a code from your authenticator app the address is confirmed at once; without one we e-mail you a link.'));
    await user.type(within(form()).getByLabelText(vi('BSC address')), ADDRESS);
    await user.type(within(form()).getByLabelText(vi('Label')), 'Ledger');
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.type(code, '12345');
    await user.click(within(form()).getByRole('button', { name: vi('Add address') }));
    expect(await within(form()).findByText(vi('Code must be 6 digits'))).toBeInTheDocument();
    await user.type(code, '6');
    await user.click(within(form()).getByRole('button', { name: vi('Add address') }));
    expect(await screen.findByText(vi('Address added and confirmed'))).toBeInTheDocument();
    expect(bodies).toEqual([{ address: ADDRESS, label: 'Ledger', securePassword: 'Secure@123', code: '123456' }]);
  });

  it("puts the server's refusals on their fields", async () => {
    bookAnswers([usableAddress]);
    recordJson('post', 'auth/client/withdraw-addresses', () =>
      fail(400, 'VALIDATION_FAILED', { fields: { address: 'WITHDRAW_ADDRESS_EXISTS', securePassword: 'SECURE_PASSWORD_WRONG' } }),
    );
    const { user } = await renderBook();
    await user.type(within(form()).getByLabelText(vi('BSC address')), ADDRESS);
    await user.type(within(form()).getByLabelText(vi('Label')), 'Again');
    await user.type(within(form()).getByLabelText(vi('Secure password')), 'Wrong@123');
    await user.click(within(form()).getByRole('button', { name: vi('Add address') }));
    expect(await within(form()).findByText(vi('This address is already in your address book'))).toBeInTheDocument();
    expect(within(form()).getByText(vi('The secure password is wrong'))).toBeInTheDocument();
    expect(within(form()).getByLabelText(vi('BSC address'))).toHaveFocus();
  });

  it('removes an entry at once and reloads the book', async () => {
    const reads = bookAnswers([usableAddress], []);
    const removed: string[] = [];
    server.use(
      handle.delete(apiUrl('auth/client/withdraw-addresses/:id'), ({ params }) => {
        removed.push(String(params.id));
        return ok(usableAddress);
      }),
    );
    const { user } = await renderBook();
    const entry = await within(card()).findByTestId('withdraw-address');
    await user.click(within(entry).getByRole('button', { name: `${vi('Remove')} Binance` }));
    expect(await screen.findByText(vi('Address removed'))).toBeInTheDocument();
    expect(removed).toEqual(['a-usable']);
    await waitFor(() => expect(reads.reads).toBe(2));
    expect(await within(card()).findByText(vi('No withdrawal address yet: add one below.'))).toBeInTheDocument();
  });

  it('asks for a secure password first when the member has none', async () => {
    bookAnswers([]);
    await renderBook({ hasSecurePassword: false });
    expect(await within(card()).findByRole('link', { name: vi('Set it in Security settings') })).toHaveAttribute('href', '/setting/security');
    expect(within(card()).queryByRole('button', { name: vi('Add address') })).not.toBeInTheDocument();
  });
});
