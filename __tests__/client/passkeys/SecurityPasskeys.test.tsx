import { screen, waitFor, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import type { Passkey } from '@/contract/second-factors';
import { renderSettings, vi, viWith } from '../settings/helpers/renderSettings';
import { account, apiUrl, fail, handle, ok, okMessage, recordJson, server, signedInAs } from '../settings/helpers/settingsFixtures';
import { CREATION_OPTIONS, fakeNewCredential, installFakeWebAuthn, promptClosed } from './fakeWebAuthn';

const LAPTOP: Passkey = { id: '0b8f4c2e-1d3a-4b5c-8d9e-0f1a2b3c4d5e', name: 'Laptop', createdAt: '2026-03-04T05:06:00.000Z', lastUsedAt: null };
const PHONE: Passkey = { id: '1c9a5d3f-2e4b-4c6d-9e0f-1a2b3c4d5e6f', name: 'Phone', createdAt: '2026-03-05T05:06:00.000Z', lastUsedAt: '2026-03-06T07:08:00.000Z' };

let webAuthn: ReturnType<typeof installFakeWebAuthn>;
beforeEach(() => {
  webAuthn = installFakeWebAuthn();
  server.use(handle.get(apiUrl('auth/client/sign-ins'), () => ok([])));
});
afterEach(() => webAuthn.uninstall());

/** The passkey list the server answers, changeable by the test. */
function passkeysAre(initial: Passkey[]) {
  const state = { list: initial, calls: 0 };
  server.use(
    handle.get(apiUrl('auth/client/passkeys'), () => {
      state.calls += 1;
      return ok(state.list);
    }),
  );
  return state;
}

async function renderSecurity() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  const card = await screen.findByRole('region', { name: vi('Passkeys') });
  return { ...view, card };
}

const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('Setting → Security: passkeys', () => {
  it('lists each passkey with its name, when it was added and last used', async () => {
    signedInAs();
    passkeysAre([LAPTOP, PHONE]);
    const { card } = await renderSecurity();

    const list = await within(card).findByRole('list', { name: vi('Your passkeys') });
    const [laptop, phone] = within(list).getAllByRole('listitem');
    expect(within(laptop).getByText('Laptop')).toBeInTheDocument();
    expect(within(laptop).getByText(viWith('Added %time%', { time: dateTime(LAPTOP.createdAt) }))).toBeInTheDocument();
    expect(within(laptop).getByText(vi('Not used yet'))).toBeInTheDocument();
    expect(within(phone).getByText(viWith('Last used %time%', { time: dateTime(PHONE.lastUsedAt!) }))).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    signedInAs();
    passkeysAre([]);
    const { card } = await renderSecurity();
    expect(await within(card).findByText(vi('No passkey yet.'))).toBeInTheDocument();
  });

  it('adds one: the secure password for the options, the device makes it, the answer and the name go to the server', async () => {
    signedInAs();
    const state = passkeysAre([]);
    const optionBodies = recordJson('post', 'auth/client/passkeys/registration/options', () => ok(CREATION_OPTIONS));
    const registrations = recordJson('post', 'auth/client/passkeys/registration', () => {
      state.list = [LAPTOP];
      return ok(LAPTOP);
    });
    webAuthn.create.mockResolvedValue(fakeNewCredential());
    const { card, user } = await renderSecurity();

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.type(within(card).getByLabelText(vi('Passkey name (optional)')), 'Laptop');
    await user.click(within(card).getByRole('button', { name: vi('Add a passkey') }));

    expect(await screen.findByText(vi('Passkey added'))).toBeInTheDocument();
    expect(optionBodies).toEqual([{ securePassword: 'Secure@12345' }]);
    const publicKey = webAuthn.create.mock.calls[0][0].publicKey!;
    expect(publicKey.rp).toEqual({ id: 'localhost', name: 'FilHub' });
    expect(publicKey.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(registrations).toEqual([
      {
        name: 'Laptop',
        response: expect.objectContaining({ id: 'bmV3LXBhc3NrZXk', rawId: 'bmV3LXBhc3NrZXk', type: 'public-key', response: expect.objectContaining({ transports: ['internal'] }) }),
      },
    ]);
    expect(await within(card).findByText('Laptop')).toBeInTheDocument();
    expect(within(card).getByLabelText(vi('Secure password'))).toHaveValue('');
  });

  it('sends no name when the field is left empty (the server names it after the browser)', async () => {
    signedInAs();
    passkeysAre([]);
    recordJson('post', 'auth/client/passkeys/registration/options', () => ok(CREATION_OPTIONS));
    const registrations = recordJson('post', 'auth/client/passkeys/registration', () => ok(LAPTOP));
    webAuthn.create.mockResolvedValue(fakeNewCredential());
    const { card, user } = await renderSecurity();

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Add a passkey') }));

    await waitFor(() => expect(registrations).toHaveLength(1));
    expect(registrations[0]).not.toHaveProperty('name');
  });

  it('shows a wrong secure password under its field and never opens the device prompt', async () => {
    signedInAs();
    passkeysAre([]);
    recordJson('post', 'auth/client/passkeys/registration/options', () =>
      fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } }),
    );
    const { card, user } = await renderSecurity();

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Wrong@123');
    await user.click(within(card).getByRole('button', { name: vi('Add a passkey') }));

    const password = within(card).getByLabelText(vi('Secure password'));
    const error = await within(card).findByText(vi('The secure password is wrong'));
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(webAuthn.create).not.toHaveBeenCalled();
  });

  it('says so when the member closes the device prompt, and sends nothing', async () => {
    signedInAs();
    passkeysAre([]);
    recordJson('post', 'auth/client/passkeys/registration/options', () => ok(CREATION_OPTIONS));
    const registrations = recordJson('post', 'auth/client/passkeys/registration', () => ok(LAPTOP));
    webAuthn.create.mockRejectedValue(promptClosed());
    const { card, user } = await renderSecurity();

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Add a passkey') }));

    expect(await screen.findByText(vi('The passkey request was cancelled or timed out'))).toBeInTheDocument();
    expect(registrations).toEqual([]);
  });

  it('says so in a browser without passkeys', async () => {
    webAuthn.uninstall();
    signedInAs();
    passkeysAre([]);
    recordJson('post', 'auth/client/passkeys/registration/options', () => ok(CREATION_OPTIONS));
    const { card, user } = await renderSecurity();

    await user.type(within(card).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(card).getByRole('button', { name: vi('Add a passkey') }));

    expect(await screen.findByText(vi('This browser cannot use passkeys'))).toBeInTheDocument();
  });

  it('renames a passkey in place', async () => {
    signedInAs();
    const state = passkeysAre([LAPTOP]);
    const renames = recordJson('patch', `auth/client/passkeys/${LAPTOP.id}`, (body) => {
      state.list = [{ ...LAPTOP, name: (body as { name: string }).name }];
      return ok(state.list[0]);
    });
    const { card, user } = await renderSecurity();

    await user.click(await within(card).findByRole('button', { name: viWith('Rename %name%', { name: 'Laptop' }) }));
    const field = within(card).getByLabelText(vi('Passkey name'));
    expect(field).toHaveValue('Laptop');
    await user.clear(field);
    await user.type(field, 'Work laptop');
    await user.click(within(card).getByRole('button', { name: vi('Save') }));

    expect(await screen.findByText(vi('Passkey renamed'))).toBeInTheDocument();
    expect(renames).toEqual([{ name: 'Work laptop' }]);
    expect(await within(card).findByText('Work laptop')).toBeInTheDocument();
    expect(within(card).queryByLabelText(vi('Passkey name'))).not.toBeInTheDocument();
  });

  it('with 2FA on, asks for the authenticator code too, sends it with the secure password and shows its error', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    passkeysAre([]);
    const optionBodies = recordJson('post', 'auth/client/passkeys/registration/options', () =>
      fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } }),
    );
    const { card, user } = await renderSecurity();
    const form = within(card).getByRole('form', { name: vi('Add a passkey') });

    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.click(within(form).getByRole('button', { name: vi('Add a passkey') }));
    expect(await within(form).findByText(vi('Enter the 6-digit code'))).toBeInTheDocument();
    expect(optionBodies).toEqual([]);

    await user.type(within(form).getByLabelText(vi('Authentication code')), '123 456');
    await user.click(within(form).getByRole('button', { name: vi('Add a passkey') }));
    const code = within(form).getByLabelText(vi('Authentication code'));
    const error = await within(form).findByText(vi('Invalid verification code'));
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(optionBodies).toEqual([{ securePassword: 'Secure@12345', code: '123456' }]);
    expect(webAuthn.create).not.toHaveBeenCalled();
  });

  it('asks a member without a secure password to set one first', async () => {
    signedInAs({ ...account, hasSecurePassword: false });
    passkeysAre([]);
    const { card } = await renderSecurity();
    expect(within(card).getByText(vi('Set a secure password first: it confirms this change, as it confirms payments, transfers and withdrawals.'), { exact: false })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: vi('Add a passkey') })).toBeNull();
  });

  it('asks for the password to remove a passkey, shows a wrong one under the field, then removes it', async () => {
    signedInAs();
    const state = passkeysAre([LAPTOP]);
    const removals = recordJson('post', `auth/client/passkeys/${LAPTOP.id}/remove`, (body) => {
      if ((body as { password: string }).password !== 'Demo@12345') return fail(400, 'PASSWORD_WRONG', { fields: { password: 'PASSWORD_WRONG' } });
      state.list = [];
      return okMessage('Passkey removed');
    });
    const { card, user } = await renderSecurity();

    await user.click(await within(card).findByRole('button', { name: viWith('Remove %name%', { name: 'Laptop' }) }));
    const confirm = within(card).getByRole('form', { name: viWith('Remove %name%', { name: 'Laptop' }) });
    await user.type(within(confirm).getByLabelText(vi('Login password')), 'Wrong@123');
    await user.click(within(confirm).getByRole('button', { name: vi('Remove passkey') }));
    expect(await within(confirm).findByText(vi('The password is wrong'))).toBeInTheDocument();

    await user.clear(within(confirm).getByLabelText(vi('Login password')));
    await user.type(within(confirm).getByLabelText(vi('Login password')), 'Demo@12345');
    await user.click(within(confirm).getByRole('button', { name: vi('Remove passkey') }));

    expect(await within(card).findByText(vi('No passkey yet.'))).toBeInTheDocument();
    expect(removals).toEqual([{ password: 'Wrong@123' }, { password: 'Demo@12345' }]);
  });

  it('cancels a removal without calling the server', async () => {
    signedInAs({ ...account });
    passkeysAre([LAPTOP]);
    const removals = recordJson('post', `auth/client/passkeys/${LAPTOP.id}/remove`, () => okMessage('Passkey removed'));
    const { card, user } = await renderSecurity();

    await user.click(await within(card).findByRole('button', { name: viWith('Remove %name%', { name: 'Laptop' }) }));
    await user.click(within(card).getByRole('button', { name: vi('Cancel') }));

    expect(within(card).queryByRole('form', { name: viWith('Remove %name%', { name: 'Laptop' }) })).not.toBeInTheDocument();
    expect(removals).toEqual([]);
  });
});
