import { screen, waitFor, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { renderSettings, vi } from './helpers/renderSettings';
import { account, apiUrl, fail, handle, HttpResponse, ok, okMessage, recordJson, server, signedInAs } from './helpers/settingsFixtures';

const SETUP = { otpUrl: 'otpauth://totp/FilHub:demo?secret=JBSWY3DPEHPK3PXP&issuer=FilHub', secret: 'JBSWY3DPEHPK3PXP' };

function signIns(entries: unknown[] = []) {
  server.use(handle.get(apiUrl('auth/client/sign-ins'), () => ok(entries)));
}

function setupAnswers(...answers: (() => Response)[]) {
  let calls = 0;
  server.use(
    handle.get(apiUrl('auth/client/gg-2fa/setup'), () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
}

async function renderSecurity() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  // The form cards come in a chunk of their own, after the first paint.
  await screen.findByRole('region', { name: vi('Two-factor authentication') });
  return view;
}

const twoFactor = () => screen.getByRole('region', { name: vi('Two-factor authentication') });

/** Turning 2FA on asks for the secure password, turning it off for the login password; then the code. */
async function enterCode(user: Awaited<ReturnType<typeof renderSecurity>>['user'], action: Parameters<typeof vi>[0], code = '123456') {
  const enabling = action === 'Enable two-factor authentication';
  await user.type(within(twoFactor()).getByLabelText(vi(enabling ? 'Secure password' : 'Login password')), enabling ? 'Secure@12345' : 'Demo@12345');
  await user.type(within(twoFactor()).getByLabelText(vi('Authentication code')), code);
  await user.click(within(twoFactor()).getByRole('button', { name: vi(action) }));
}

async function openSetup(user: Awaited<ReturnType<typeof renderSecurity>>['user']) {
  await user.click(within(twoFactor()).getByRole('button', { name: vi('Set up two-factor authentication') }));
  return within(twoFactor()).findByRole('img', { name: vi('QR code for your authenticator app') });
}

describe('SecuritySettingsView: two-factor authentication', () => {
  beforeEach(() => signIns());

  it('fetches the set-up on request and shows its QR code as a data: image and its key', async () => {
    signedInAs();
    const setupCalls = setupAnswers(() => ok(SETUP));
    const { user } = await renderSecurity();
    expect(setupCalls()).toBe(0);

    const qr = await openSetup(user);

    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(twoFactor()).getByText(SETUP.secret)).toBeInTheDocument();
    expect(setupCalls()).toBe(1);
  });

  it('offers the set-up as an otpauth:// link beside the QR code, the key still shown for typing', async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    const { user } = await renderSecurity();
    await openSetup(user);

    const link = within(twoFactor()).getByRole('link', { name: vi('On this phone? Open in authenticator') });

    expect(link).toHaveAttribute('href', SETUP.otpUrl);
    expect(within(twoFactor()).getByText(SETUP.secret)).toBeInTheDocument();
  });

  it('copies the key and says so', async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    const { user } = await renderSecurity();
    await openSetup(user);
    // user-event's clipboard stub reads back through jsdom's FileReader, which refuses Node's Blob: watch the write.
    const write = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(within(twoFactor()).getByRole('button', { name: vi('Copy') }));

    expect(await screen.findByText(vi('Copied'))).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(SETUP.secret);
  });

  it('offers a retry when the set-up cannot be loaded', async () => {
    signedInAs();
    const setupCalls = setupAnswers(() => fail(500, 'INTERNAL_ERROR'), () => ok(SETUP));
    const { user } = await renderSecurity();

    await user.click(within(twoFactor()).getByRole('button', { name: vi('Set up two-factor authentication') }));
    expect(await within(twoFactor()).findByText(vi('The set-up could not be loaded.'))).toBeInTheDocument();
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Try again') }));

    expect(await within(twoFactor()).findByRole('img', { name: vi('QR code for your authenticator app') })).toBeInTheDocument();
    expect(setupCalls()).toBe(2);
  });

  it('enables with a code: success toast, then the reloaded user shows the disable form', async () => {
    const session = signedInAs();
    setupAnswers(() => ok(SETUP));
    const bodies = recordJson('post', 'auth/client/gg-2fa/enable', () => {
      session.set({ ...account, is2FAEnabled: true });
      return okMessage('Enabled 2FA successfully');
    });
    const { user } = await renderSecurity();
    await openSetup(user);
    const callsBefore = session.calls;

    await enterCode(user, 'Enable two-factor authentication', '123 456');

    expect(await screen.findByText(vi('Enabled 2FA successfully'))).toBeInTheDocument();
    expect(bodies).toEqual([{ securePassword: 'Secure@12345', code: '123456' }]);
    expect(await within(twoFactor()).findByRole('button', { name: vi('Disable two-factor authentication') })).toBeInTheDocument();
    expect(session.calls).toBe(callsBefore + 1);
  });

  it('keeps the button disabled while enabling (one request for a double click)', async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    let release: () => void = () => undefined;
    const bodies = recordJson('post', 'auth/client/gg-2fa/enable', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return fail(400, 'INVALID_VERIFICATION_CODE');
    });
    const { user } = await renderSecurity();
    await openSetup(user);
    await user.type(within(twoFactor()).getByLabelText(vi('Secure password')), 'Secure@12345');
    await user.type(within(twoFactor()).getByLabelText(vi('Authentication code')), '123456');

    await user.dblClick(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(within(twoFactor()).getByRole('button', { name: vi('Please wait…') })).toBeDisabled();
    release();
    expect(await screen.findByText(vi('Invalid verification code'))).toBeInTheDocument();
    expect(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') })).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });

  it('toasts the server message of a refused code and shows its field error', async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    recordJson('post', 'auth/client/gg-2fa/enable', () =>
      fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } }),
    );
    const { user } = await renderSecurity();
    await openSetup(user);

    await enterCode(user, 'Enable two-factor authentication');

    const code = within(twoFactor()).getByLabelText(vi('Authentication code'));
    const error = await within(twoFactor()).findByText(vi('Invalid verification code'));
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getAllByText(vi('Invalid verification code'))).toHaveLength(2);
    expect(screen.queryByText(vi('Enabled 2FA failed'))).not.toBeInTheDocument();
  });

  it('asks for the secure password to enable (not the login password) and shows a wrong one under its field', async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    const bodies = recordJson('post', 'auth/client/gg-2fa/enable', () =>
      fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } }),
    );
    const { user } = await renderSecurity();
    await openSetup(user);
    expect(within(twoFactor()).queryByLabelText(vi('Login password'))).toBeNull();

    await user.type(within(twoFactor()).getByLabelText(vi('Authentication code')), '123456');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') }));
    expect(await within(twoFactor()).findByText(vi('Enter your secure password'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(twoFactor()).getByLabelText(vi('Secure password')), 'Demo@12345');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') }));
    const securePassword = within(twoFactor()).getByLabelText(vi('Secure password'));
    const error = await within(twoFactor()).findByText(vi('The secure password is wrong'));
    expect(securePassword.getAttribute('aria-describedby')).toContain(error.id);
    expect(bodies).toEqual([{ securePassword: 'Demo@12345', code: '123456' }]);
  });

  it('asks a member without a secure password to set one before turning 2FA on', async () => {
    signedInAs({ ...account, hasSecurePassword: false });
    setupAnswers(() => ok(SETUP));
    const { user } = await renderSecurity();
    await openSetup(user);
    expect(within(twoFactor()).getByText(vi('Set a secure password first: it confirms this change, as it confirms payments, transfers and withdrawals.'), { exact: false })).toBeInTheDocument();
    expect(within(twoFactor()).queryByRole('button', { name: vi('Enable two-factor authentication') })).toBeNull();
  });

  it("toasts 'Enabled 2FA failed' when the failure carries no code", async () => {
    signedInAs();
    setupAnswers(() => ok(SETUP));
    recordJson('post', 'auth/client/gg-2fa/enable', () => HttpResponse.json({ statusCode: 500, message: '' }, { status: 500 }));
    const { user } = await renderSecurity();
    await openSetup(user);

    await enterCode(user, 'Enable two-factor authentication');

    expect(await screen.findByText(vi('Enabled 2FA failed'))).toBeInTheDocument();
    expect(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') })).toBeEnabled();
  });

  it('asks for the login password to disable, and shows the server\'s error under it', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    const bodies = recordJson('post', 'auth/client/gg-2fa/disabled', () =>
      fail(400, 'PASSWORD_WRONG', { fields: { password: 'PASSWORD_WRONG' } }),
    );
    const { user } = await renderSecurity();
    await user.type(within(twoFactor()).getByLabelText(vi('Authentication code')), '123456');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') }));
    expect(await within(twoFactor()).findByText(vi('Enter your password'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(within(twoFactor()).getByLabelText(vi('Login password')), 'Wrong@123');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') }));
    const password = within(twoFactor()).getByLabelText(vi('Login password'));
    const error = await within(twoFactor()).findByText(vi('The password is wrong'));
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
    expect(bodies).toEqual([{ password: 'Wrong@123', code: '123456' }]);
  });

  it('checks the code has 6 digits before calling the server', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    const bodies = recordJson('post', 'auth/client/gg-2fa/disabled', () => okMessage('Disabled 2FA successfully'));
    const { user } = await renderSecurity();

    await enterCode(user, 'Disable two-factor authentication', '12345');

    expect(await within(twoFactor()).findByText(vi('The code has 6 digits'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('disables with a code: success toast, then the reloaded user shows the set-up button', async () => {
    const session = signedInAs({ ...account, is2FAEnabled: true });
    const bodies = recordJson('post', 'auth/client/gg-2fa/disabled', () => {
      session.set({ ...account, is2FAEnabled: false });
      return okMessage('Disabled 2FA successfully');
    });
    const { user } = await renderSecurity();
    expect(within(twoFactor()).queryByRole('button', { name: vi('Set up two-factor authentication') })).not.toBeInTheDocument();

    await enterCode(user, 'Disable two-factor authentication');

    expect(await screen.findByText(vi('Disabled 2FA successfully'))).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'Demo@12345', code: '123456' }]);
    expect(await within(twoFactor()).findByRole('button', { name: vi('Set up two-factor authentication') })).toBeInTheDocument();
  });

  it("toasts 'Disabled 2FA failed' when disabling fails, with the field error under the code", async () => {
    const session = signedInAs({ ...account, is2FAEnabled: true });
    recordJson('post', 'auth/client/gg-2fa/disabled', () =>
      fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } }),
    );
    const { user } = await renderSecurity();
    const callsBefore = session.calls;

    await enterCode(user, 'Disable two-factor authentication');

    expect(await screen.findByText(vi('Disabled 2FA failed'))).toBeInTheDocument();
    expect(within(twoFactor()).getByText(vi('Invalid verification code'))).toBeInTheDocument();
    expect(session.calls).toBe(callsBefore);
    await waitFor(() => expect(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') })).toBeEnabled());
  });
});

describe('SecuritySettingsView: recent sign-ins', () => {
  it('lists time (in the current language), IP and device', async () => {
    signedInAs();
    const time = '2026-03-04T05:06:00.000Z';
    signIns([{ time, ip: '203.0.113.7', device: 'Chrome on Windows' }]);
    await renderSecurity();

    const list = screen.getByRole('region', { name: vi('Recent sign-ins') });
    const expected = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));
    expect(await within(list).findByText(expected)).toHaveAttribute('dateTime', time);
    expect(within(list).getByText('IP 203.0.113.7')).toBeInTheDocument();
    expect(within(list).getByText('Chrome on Windows')).toBeInTheDocument();
  });

  it('says when there are none, and offers a retry when they cannot be loaded', async () => {
    signedInAs();
    server.use(handle.get(apiUrl('auth/client/sign-ins'), () => fail(500, 'INTERNAL_ERROR'), { once: true }));
    const { user } = await renderSecurity();
    const list = screen.getByRole('region', { name: vi('Recent sign-ins') });

    expect(await within(list).findByText(vi('The sign-ins could not be loaded.'))).toBeInTheDocument();
    signIns([]);
    await user.click(within(list).getByRole('button', { name: vi('Try again') }));

    expect(await within(list).findByText(vi('No sign-ins yet'))).toBeInTheDocument();
  });
});
