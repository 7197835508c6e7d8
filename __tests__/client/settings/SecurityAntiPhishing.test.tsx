import { screen, waitFor, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { renderSettings, vi } from './helpers/renderSettings';
import { account, apiUrl, fail, handle, ok, recordJson, server, signedInAs } from './helpers/settingsFixtures';

beforeEach(() => server.use(handle.get(apiUrl('auth/client/sign-ins'), () => ok([]))));

/** The code the server says the member has; `set` changes it (as a save does on the server). */
function codeOnServer(initial: { isSet: boolean; hint: string | null }) {
  const state = { current: initial, reads: 0 };
  server.use(
    handle.get(apiUrl('auth/client/anti-phishing'), () => {
      state.reads += 1;
      return ok(state.current);
    }),
  );
  return state;
}

async function renderCard() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  const card = await screen.findByRole('region', { name: vi('Anti-phishing code') });
  return { ...view, card };
}

describe('SecuritySettingsView: anti-phishing code', () => {
  it('explains what the code is for, and that none is set', async () => {
    signedInAs();
    codeOnServer({ isSet: false, hint: null });
    const { card } = await renderCard();
    expect(within(card).getByText(vi('Every genuine e-mail from us shows your anti-phishing code at the top.'))).toBeInTheDocument();
    expect(
      within(card).getByText(vi('An e-mail without it, or with another code, is not from us: it is phishing. Do not open its links.')),
    ).toBeInTheDocument();
    expect(within(card).getByText(vi('Never tell your code to anyone, not even our support.'))).toBeInTheDocument();
    expect(await within(card).findByText(vi('No anti-phishing code is set yet: our e-mails show none.'))).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: vi('Remove code') })).not.toBeInTheDocument();
  });

  it('sets the code with the secure password, shows its hint and clears the form', async () => {
    signedInAs();
    const onServer = codeOnServer({ isSet: false, hint: null });
    const bodies = recordJson('put', 'auth/client/anti-phishing', () => {
      onServer.current = { isSet: true, hint: 'Ho••••••' };
      return ok(onServer.current);
    });
    const { user, card } = await renderCard();

    await user.type(await within(card).findByLabelText(vi('Anti-phishing code')), 'Hoa sen xanh 2026');
    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));

    expect(await screen.findByText(vi('Anti-phishing code saved'))).toBeInTheDocument();
    expect(bodies).toEqual([{ phrase: 'Hoa sen xanh 2026', securePassword: 'Secure@12345' }]);
    expect(await within(card).findByText('Ho••••••')).toBeInTheDocument();
    expect(within(card).getByText(vi('Current code:'), { exact: false })).toBeInTheDocument();
    expect(within(card).getByLabelText(vi('New anti-phishing code'))).toHaveValue('');
    expect(within(card).getByLabelText(vi('Secure password'))).toHaveValue('');
    expect(within(card).getByRole('button', { name: vi('Remove code') })).toBeInTheDocument();
  });

  it('checks the code and the secure password as the server does, before calling it', async () => {
    signedInAs();
    codeOnServer({ isSet: false, hint: null });
    const bodies = recordJson('put', 'auth/client/anti-phishing', () => ok({ isSet: true, hint: 'ab••••••' }));
    const { user, card } = await renderCard();

    await user.type(await within(card).findByLabelText(vi('Anti-phishing code')), 'abc');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));
    expect(await within(card).findByText(vi('The anti-phishing code must be 4 to 32 characters'))).toBeInTheDocument();
    expect(within(card).getByText(vi('Enter your secure password'))).toBeInTheDocument();

    await user.clear(within(card).getByLabelText(vi('Anti-phishing code')));
    await user.type(within(card).getByLabelText(vi('Anti-phishing code')), '   ');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));
    expect(await within(card).findByText(vi('Enter a code of 4 to 32 characters'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("puts the server's wrong-secure-password error under the secure password", async () => {
    signedInAs();
    codeOnServer({ isSet: false, hint: null });
    recordJson('put', 'auth/client/anti-phishing', () =>
      fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } }),
    );
    const { user, card } = await renderCard();

    await user.type(await within(card).findByLabelText(vi('Anti-phishing code')), 'Hoa sen xanh 2026');
    await user.type(within(card).getByLabelText(vi('Secure password')), 'Wrong@12345');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));

    const password = within(card).getByLabelText(vi('Secure password'));
    const error = await within(card).findByText(vi('The secure password is wrong'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(card).getByLabelText(vi('Anti-phishing code'))).toHaveValue('Hoa sen xanh 2026');
  });

  it('removes a code with the secure password only (the code field may stay empty)', async () => {
    signedInAs();
    codeOnServer({ isSet: true, hint: 'Ho••••••' });
    const bodies = recordJson('put', 'auth/client/anti-phishing', () => ok({ isSet: false, hint: null }));
    const { user, card } = await renderCard();

    await user.click(await within(card).findByRole('button', { name: vi('Remove code') }));
    expect(await within(card).findByText(vi('Enter your secure password'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Remove code') }));

    expect(await screen.findByText(vi('Anti-phishing code removed'))).toBeInTheDocument();
    expect(bodies).toEqual([{ phrase: null, securePassword: 'Secure@12345' }]);
    expect(await within(card).findByText(vi('No anti-phishing code is set yet: our e-mails show none.'))).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: vi('Remove code') })).not.toBeInTheDocument());
  });

  it('with 2FA on, asks for the authenticator code too, sends it and shows its error', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    codeOnServer({ isSet: false, hint: null });
    const bodies = recordJson('put', 'auth/client/anti-phishing', () =>
      fail(400, 'CODE_ALREADY_USED', { fields: { code: 'CODE_ALREADY_USED' } }),
    );
    const { user, card } = await renderCard();

    await user.type(await within(card).findByLabelText(vi('Anti-phishing code')), 'Hoa sen xanh 2026');
    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));
    expect(await within(card).findByText(vi('Enter the 6-digit code'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(card).getByLabelText(vi('Authentication code')), '654321');
    await user.click(within(card).getByRole('button', { name: vi('Set code') }));
    const code = within(card).getByLabelText(vi('Authentication code'));
    const error = await within(card).findByText(vi('This code was already used, wait for the next one'));
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(bodies).toEqual([{ phrase: 'Hoa sen xanh 2026', securePassword: 'Secure@12345', code: '654321' }]);
  });

  it('asks a member without a secure password to set one first, and still shows the current code', async () => {
    signedInAs({ ...account, hasSecurePassword: false });
    codeOnServer({ isSet: true, hint: 'Ho••••••' });
    const { card } = await renderCard();
    expect(await within(card).findByText('Ho••••••')).toBeInTheDocument();
    expect(
      within(card).getByText(vi('Set a secure password first: it confirms this change, as it confirms payments, transfers and withdrawals.'), {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: vi('Change code') })).toBeNull();
  });

  it('says so when the code cannot be loaded', async () => {
    signedInAs();
    server.use(handle.get(apiUrl('auth/client/anti-phishing'), () => fail(500, 'INTERNAL_ERROR')));
    const { card } = await renderCard();
    expect(await within(card).findByText(vi('Your anti-phishing code could not be loaded.'))).toBeInTheDocument();
  });
});
