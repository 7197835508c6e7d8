import { screen, waitFor } from '@testing-library/react';
import { http as handle } from 'msw';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';
import { apiUrl } from '../../setup/handlers';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from '../auth/helpers/authFixtures';
import { renderWithAuth } from '../auth/helpers/renderWithAuth';
import { renderPayment, storedPayout, vi } from './helpers/renderPayment';

const UPDATE = 'auth/client/update-payment';

describe('/setting/payment, bank account', () => {
  it('shows the stored details, the banks as "short name — name", and the holder-name hint', async () => {
    await renderPayment();
    const bank = screen.getByRole('combobox', { name: vi('Bank') });
    await waitFor(() => expect(bank).toHaveValue('VCB'));
    expect(screen.getByRole('option', { name: 'Vietcombank — Ngân hàng TMCP Ngoại thương Việt Nam' })).toBeInTheDocument();
    expect(screen.getByLabelText(vi('Account number'))).toHaveValue('0011001234567');
    const holder = screen.getByLabelText(vi('Account holder name'));
    expect(holder).toHaveValue('NGUYEN VAN A');
    expect(holder).toHaveAccessibleDescription(vi('As printed by the bank, without diacritics'));
    expect(screen.getByText(vi('No wallet linked yet.'))).toBeInTheDocument();
  });

  it('saves the fields (without walletAddress, so a linked wallet stays) and says so', async () => {
    const update = recordPost(UPDATE, () => ok({ ...storedPayout, accountNumber: '0011009999999' }));
    server.use(update.handler);
    const { user } = await renderPayment();
    const number = screen.getByLabelText(vi('Account number'));
    await waitFor(() => expect(number).toHaveValue('0011001234567'));
    await user.clear(number);
    await user.type(number, '0011 0099 99999');
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(screen.getByRole('button', { name: vi('Save') }));

    expect(await screen.findByText(vi('Payout details saved'))).toBeInTheDocument();
    expect(update.bodies).toEqual([{ bankCode: 'VCB', accountNumber: '0011009999999', accountName: 'NGUYEN VAN A', securePassword: 'Secure@12345' }]);
    expect(screen.getByLabelText(vi('Secure password'))).toHaveValue('');
  });

  it('fills an empty form for a member without payout details and asks for every field', async () => {
    const update = recordPost(UPDATE, () => ok(storedPayout));
    server.use(update.handler);
    const { user } = await renderPayment(null);
    await user.click(screen.getByRole('button', { name: vi('Save') }));

    expect(await screen.findByText(vi('Choose your bank'))).toBeInTheDocument();
    expect(screen.getByText(vi('Enter your account number'))).toBeInTheDocument();
    expect(screen.getByText(vi('Enter the account holder name'))).toBeInTheDocument();
    expect(screen.getByText(vi('Enter your secure password'))).toBeInTheDocument();
    expect(update.bodies).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: vi('Bank') }), 'VCB');
    await user.type(screen.getByLabelText(vi('Account number')), '0011001234567');
    await user.type(screen.getByLabelText(vi('Account holder name')), '  NGUYEN VAN A ');
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(screen.getByRole('button', { name: vi('Save') }));
    expect(await screen.findByText(vi('Payout details saved'))).toBeInTheDocument();
    expect(update.bodies).toEqual([{ bankCode: 'VCB', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A', securePassword: 'Secure@12345' }]);
  });

  it('checks the account number is 6 to 19 digits before sending', async () => {
    const update = recordPost(UPDATE, () => ok(storedPayout));
    server.use(update.handler);
    const { user } = await renderPayment();
    const number = screen.getByLabelText(vi('Account number'));
    await waitFor(() => expect(number).toHaveValue('0011001234567'));
    await user.clear(number);
    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: vi('Save') }));
    await waitFor(() => expect(number).toHaveAccessibleDescription(vi('Account number must be 6 to 19 digits')));
    expect(update.bodies).toHaveLength(0);
  });

  it("puts the server's field errors on the fields, translated, and focuses the first", async () => {
    server.use(
      recordPost(UPDATE, () =>
        fail(400, 'VALIDATION_FAILED', { fields: { accountNumber: 'ACCOUNT_NUMBER_RULE', accountName: 'ACCOUNT_NAME_RULE' } }),
      ).handler,
    );
    const { user } = await renderPayment();
    await waitFor(() => expect(screen.getByLabelText(vi('Account number'))).toHaveValue('0011001234567'));
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(screen.getByRole('button', { name: vi('Save') }));

    const number = screen.getByLabelText(vi('Account number'));
    await waitFor(() => expect(number).toHaveAccessibleDescription(vi('Account number must be 6 to 19 digits')));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
    expect(screen.getByLabelText(vi('Account holder name'))).toHaveAccessibleDescription(
      expect.stringContaining(vi('Account name must be 2 to 70 letters and spaces')),
    );
    expect(await screen.findByText(vi('Validation failed'))).toBeInTheDocument();
  });

  it("shows the server's secure-password error under its field, and the bank fields keep their text", async () => {
    const update = recordPost(UPDATE, () => fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } }));
    server.use(update.handler);
    const { user } = await renderPayment();
    await waitFor(() => expect(screen.getByLabelText(vi('Account number'))).toHaveValue('0011001234567'));
    await user.type(screen.getByLabelText(vi('Secure password')), 'Demo@12345');
    await user.click(screen.getByRole('button', { name: vi('Save') }));

    const securePassword = screen.getByLabelText(vi('Secure password'));
    await waitFor(() => expect(securePassword).toHaveAccessibleDescription(vi('The secure password is wrong')));
    expect(securePassword).toHaveAttribute('aria-invalid', 'true');
    expect(update.bodies).toEqual([{ bankCode: 'VCB', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A', securePassword: 'Demo@12345' }]);
    expect(screen.getByLabelText(vi('Account number'))).toHaveValue('0011001234567');
  });

  it('shows a way to retry when the payout details cannot be loaded', async () => {
    server.use(handle.get(apiUrl('auth/client/payment'), () => fail(500, 'INTERNAL_ERROR')));
    renderWithAuth(<PaymentSettingsView />);
    expect(await screen.findByText(vi('Your payout details could not be loaded.'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Try again') })).toBeInTheDocument();
  });
});

describe('/setting/payment, linked wallet', () => {
  const linked = { ...storedPayout, walletAddress: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' };

  it('shows the linked address shortened, whole for screen readers, with a copy button', async () => {
    await renderPayment(linked);
    expect(await screen.findByText('0x8ba1…BA72')).toBeInTheDocument();
    expect(screen.getByText(linked.walletAddress)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: vi('Copy address') })).toBeInTheDocument();
  });

  it('copies the whole address', async () => {
    const { user } = await renderPayment(linked);
    // user-event's clipboard stand-in (jsdom has none); its readText trips over jsdom's Blob.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: vi('Copy address') }));
    expect(await screen.findByText(vi('Copied'))).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(linked.walletAddress);
  });

  it('unlinks with walletAddress "" and the stored bank fields', async () => {
    const update = recordPost(UPDATE, () => ok({ ...storedPayout, walletAddress: null }));
    server.use(update.handler);
    const { user } = await renderPayment(linked);
    // The secure password confirms it: asked for first, in the bank account form.
    await user.click(await screen.findByRole('button', { name: vi('Unlink wallet') }));
    const securePassword = screen.getByLabelText(vi('Secure password'));
    await waitFor(() => expect(securePassword).toHaveAccessibleDescription(vi('Enter your secure password')));
    expect(securePassword).toHaveFocus();
    expect(update.bodies).toEqual([]);

    await user.type(securePassword, 'Secure@12345');
    await user.click(screen.getByRole('button', { name: vi('Unlink wallet') }));
    expect(await screen.findByText(vi('Wallet unlinked'))).toBeInTheDocument();
    expect(update.bodies).toEqual([
      { bankCode: 'VCB', accountNumber: '0011001234567', accountName: 'NGUYEN VAN A', securePassword: 'Secure@12345', walletAddress: '' },
    ]);
    expect(screen.getByText(vi('No wallet linked yet.'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: vi('Unlink wallet') })).not.toBeInTheDocument();
  });
});
