import { screen, waitFor, within } from '@testing-library/react';
import { apiUrl, fail, handle, ok, recordJson, renderWallet, server, vi } from '../wallet/helpers/walletFixtures';
import { fakeAssertion, installFakeWebAuthn, promptClosed, REQUEST_OPTIONS } from './fakeWebAuthn';

const card = (title: 'Transfer' | 'Withdraw' | 'Swap') => screen.getByRole('region', { name: vi(title) });
const PASSKEY = { id: '0b8f4c2e-1d3a-4b5c-8d9e-0f1a2b3c4d5e', name: 'Laptop', createdAt: '2026-03-04T05:06:00.000Z', lastUsedAt: null };

let webAuthn: ReturnType<typeof installFakeWebAuthn>;
beforeEach(() => {
  webAuthn = installFakeWebAuthn();
});
afterEach(() => webAuthn.uninstall());

const withPasskey = () => server.use(handle.get(apiUrl('auth/client/passkeys'), () => ok([PASSKEY])));

async function fillTransfer(user: Awaited<ReturnType<typeof renderWallet>>['user']) {
  const form = card('Transfer');
  await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
  await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '20');
  await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
  return form;
}

describe('Wallet: "Confirm with a passkey" in place of the authenticator code', () => {
  it('is offered only with 2FA on and a passkey', async () => {
    withPasskey();
    await renderWallet({ is2FAEnabled: false });
    expect(screen.queryByRole('button', { name: vi('Confirm with a passkey') })).not.toBeInTheDocument();
  });

  it('is not offered to a member without a passkey', async () => {
    await renderWallet({ is2FAEnabled: true });
    await screen.findAllByLabelText(vi('Authentication code'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: vi('Confirm with a passkey') })).not.toBeInTheDocument();
  });

  it('sends the operation with the secure password and the passkey answer of a money challenge, no code', async () => {
    withPasskey();
    const options = recordJson('post', 'auth/client/passkeys/confirmation/options', () => ok(REQUEST_OPTIONS));
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({ reference: 'TR-1', entries: [] }));
    webAuthn.get.mockResolvedValue(fakeAssertion());
    const { user } = await renderWallet({ is2FAEnabled: true });
    const form = await fillTransfer(user);

    await user.click(await within(form).findByRole('button', { name: vi('Confirm with a passkey') }));

    expect(await screen.findByText(vi('Transfer sent'))).toBeInTheDocument();
    expect(options).toHaveLength(1);
    expect(bodies).toEqual([
      {
        amount: '20',
        toUsername: 'friend',
        securePassword: 'Secure@123',
        passkey: expect.objectContaining({ id: 'bmV3LXBhc3NrZXk', type: 'public-key', response: expect.objectContaining({ signature: expect.any(String) }) }),
      },
    ]);
  });

  it('checks the other fields before the prompt opens', async () => {
    withPasskey();
    const options = recordJson('post', 'auth/client/passkeys/confirmation/options', () => ok(REQUEST_OPTIONS));
    const { user } = await renderWallet({ is2FAEnabled: true });
    const form = card('Transfer');

    await user.click(await within(form).findByRole('button', { name: vi('Confirm with a passkey') }));

    expect(await within(form).findByText(vi('Enter the recipient username'))).toBeInTheDocument();
    expect(options).toEqual([]);
    expect(webAuthn.get).not.toHaveBeenCalled();
  });

  it('sends nothing when the prompt is closed, and a later send with a code carries no passkey', async () => {
    withPasskey();
    recordJson('post', 'auth/client/passkeys/confirmation/options', () => ok(REQUEST_OPTIONS));
    const bodies = recordJson('post', 'auth/transaction/transfer', () => ok({ reference: 'TR-1', entries: [] }));
    webAuthn.get.mockRejectedValue(promptClosed());
    const { user } = await renderWallet({ is2FAEnabled: true });
    const form = await fillTransfer(user);

    await user.click(await within(form).findByRole('button', { name: vi('Confirm with a passkey') }));
    expect(await screen.findByText(vi('The passkey request was cancelled or timed out'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(form).getByLabelText(vi('Authentication code')), '123456');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    await waitFor(() => expect(bodies).toEqual([{ amount: '20', toUsername: 'friend', securePassword: 'Secure@123', code: '123456' }]));
  });

  it('uses an answer once: after a refused request, the next send asks for the code again', async () => {
    withPasskey();
    recordJson('post', 'auth/client/passkeys/confirmation/options', () => ok(REQUEST_OPTIONS));
    const bodies = recordJson('post', 'auth/transaction/transfer', () => fail(400, 'INSUFFICIENT_BALANCE'));
    webAuthn.get.mockResolvedValue(fakeAssertion());
    const { user } = await renderWallet({ is2FAEnabled: true });
    const form = await fillTransfer(user);

    await user.click(await within(form).findByRole('button', { name: vi('Confirm with a passkey') }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toHaveProperty('passkey');

    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    expect(await within(form).findByText(vi('Enter the 6-digit code'))).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
