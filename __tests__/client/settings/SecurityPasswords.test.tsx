import { screen, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { renderSettings, vi } from './helpers/renderSettings';
import { account, fail, handle, apiUrl, ok, okMessage, recordJson, server, signedInAs } from './helpers/settingsFixtures';

const NEW_PASSWORD = 'Fresh@12345';

beforeEach(() => server.use(handle.get(apiUrl('auth/client/sign-ins'), () => ok([]))));

async function renderSecurity() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  // The form cards come in a chunk of their own, after the first paint.
  await screen.findByRole('region', { name: vi('Change password') });
  return view;
}

const card = (title: Parameters<typeof vi>[0]) => screen.getByRole('region', { name: vi(title) });

describe('SecuritySettingsView: change password', () => {
  async function fillPassword(user: Awaited<ReturnType<typeof renderSecurity>>['user'], confirm = NEW_PASSWORD) {
    const form = card('Change password');
    await user.type(within(form).getByLabelText(vi('Current password')), 'Demo@12345');
    await user.type(within(form).getByLabelText(vi('New password')), NEW_PASSWORD);
    await user.type(within(form).getByLabelText(vi('Confirm new password')), confirm);
    await user.click(within(form).getByRole('button', { name: vi('Change password') }));
    return form;
  }

  it('sends the current and new password with this session refresh token, toasts and clears the form', async () => {
    signedInAs();
    const bodies = recordJson('patch', 'auth/client/change-password', () => okMessage('Password changed'));
    const { user } = await renderSecurity();

    const form = await fillPassword(user);

    expect(await screen.findByText(vi('Password changed'))).toBeInTheDocument();
    expect(bodies).toEqual([{ currentPassword: 'Demo@12345', newPassword: NEW_PASSWORD }]);
    expect(within(form).getByLabelText(vi('Current password'))).toHaveValue('');
  });

  it('refuses a confirmation that does not match, without calling the server', async () => {
    signedInAs();
    const bodies = recordJson('patch', 'auth/client/change-password', () => okMessage('Password changed'));
    const { user } = await renderSecurity();

    const form = await fillPassword(user, 'Other@12345');

    expect(await within(form).findByText(vi('Passwords do not match'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('puts the server error under the current password and toasts the message', async () => {
    signedInAs();
    recordJson('patch', 'auth/client/change-password', () =>
      fail(400, 'CURRENT_PASSWORD_WRONG', { fields: { currentPassword: 'CURRENT_PASSWORD_WRONG' } }),
    );
    const { user } = await renderSecurity();

    const form = await fillPassword(user);

    const current = within(form).getByLabelText(vi('Current password'));
    const error = await within(form).findByText(vi('The current password is wrong'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getAllByText(vi('The current password is wrong'))).toHaveLength(2);
  });
});

describe('SecuritySettingsView: secure password', () => {
  it('without a secure password, offers only the e-mailed link to set the first one (never the login password)', async () => {
    signedInAs({ ...account, hasSecurePassword: false });
    const asked = recordJson('post', 'auth/client/secure-password/forgot', () =>
      okMessage('We sent you an e-mail with a link to set a new secure password'),
    );
    const { user } = await renderSecurity();
    const form = card('Secure password');

    expect(
      within(form).getByText(vi('No secure password is set yet. It confirms payments, transfers and withdrawals: we e-mail you a link to set it.')),
    ).toBeInTheDocument();
    expect(within(form).queryByLabelText(vi('Login password'))).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(vi('New secure password'))).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: vi('E-mail me a link to set it') }));

    expect(await screen.findByText(vi('We sent you an e-mail with a link to set a new secure password'))).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('sends the current secure password and the new one, then toasts', async () => {
    signedInAs();
    const bodies = recordJson('patch', 'auth/client/change-secure-password', () => okMessage('Secure password changed'));
    const { user } = await renderSecurity();
    const form = card('Secure password');
    expect(within(form).getByText(vi('A secure password is set. It confirms payments, transfers and withdrawals.'))).toBeInTheDocument();
    expect(within(form).queryByLabelText(vi('Login password'))).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText(vi('Current secure password')), 'Secure@12345');
    await user.type(within(form).getByLabelText(vi('New secure password')), 'Secure@54321');
    await user.type(within(form).getByLabelText(vi('Confirm secure password')), 'Secure@54321');
    await user.click(within(form).getByRole('button', { name: vi('Change secure password') }));

    expect(await screen.findByText(vi('Secure password changed'))).toBeInTheDocument();
    expect(bodies).toEqual([{ currentSecurePassword: 'Secure@12345', newSecurePassword: 'Secure@54321' }]);
  });

  it('puts the server errors under the current secure password and the new secure password', async () => {
    signedInAs();
    recordJson('patch', 'auth/client/change-secure-password', () =>
      fail(400, 'VALIDATION_FAILED', {
        fields: { currentSecurePassword: 'CURRENT_SECURE_PASSWORD_WRONG', newSecurePassword: 'SECURE_PASSWORD_SAME_AS_LOGIN' },
      }),
    );
    const { user } = await renderSecurity();
    const form = card('Secure password');

    await user.type(within(form).getByLabelText(vi('Current secure password')), 'Wrong@12345');
    await user.type(within(form).getByLabelText(vi('New secure password')), 'Demo@12345');
    await user.type(within(form).getByLabelText(vi('Confirm secure password')), 'Demo@12345');
    await user.click(within(form).getByRole('button', { name: vi('Change secure password') }));

    expect(await screen.findByText(vi('Validation failed'))).toBeInTheDocument();
    const current = within(form).getByLabelText(vi('Current secure password'));
    expect(current.getAttribute('aria-describedby')).toContain(within(form).getByText(vi('The current secure password is wrong')).id);
    const secure = within(form).getByLabelText(vi('New secure password'));
    expect(secure.getAttribute('aria-describedby')).toContain(
      within(form).getByText(vi('The secure password must be different from the login password')).id,
    );
  });

  it('e-mails a reset link when the secure password is forgotten', async () => {
    signedInAs();
    const bodies = recordJson('post', 'auth/client/secure-password/forgot', () =>
      okMessage('We sent you an e-mail with a link to set a new secure password'),
    );
    const { user } = await renderSecurity();
    await user.click(within(card('Secure password')).getByRole('button', { name: vi('Forgot your secure password?') }));
    expect(await screen.findByText(vi('We sent you an e-mail with a link to set a new secure password'))).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
