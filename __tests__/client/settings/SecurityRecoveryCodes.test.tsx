import { screen, waitFor, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { renderSettings, vi, viWith } from './helpers/renderSettings';
import { account, apiUrl, fail, handle, ok, okMessage, recordJson, server, signedInAs } from './helpers/settingsFixtures';

const SETUP = { otpUrl: 'otpauth://totp/FilHub:demo?secret=JBSWY3DPEHPK3PXP&issuer=FilHub', secret: 'JBSWY3DPEHPK3PXP' };
const CODES = Array.from({ length: 10 }, (_, index) => `ABCD-EFGH-JKLM-NP${'QRSTUVWXYZ'[index]}${index + 2}`);

beforeEach(() => server.use(handle.get(apiUrl('auth/client/sign-ins'), () => ok([]))));

async function renderSecurity() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  await screen.findByRole('region', { name: vi('Two-factor authentication') });
  return view;
}

const twoFactor = () => screen.getByRole('region', { name: vi('Two-factor authentication') });
const recoveryCard = () => screen.getByRole('region', { name: vi('Recovery codes') });
const leftCount = (remaining: number) => server.use(handle.get(apiUrl('auth/client/gg-2fa/recovery-codes'), () => ok({ remaining })));

/** Turns 2FA on through the card; the server answers `codes`. */
async function enableWith(codes: string[]) {
  const session = signedInAs();
  server.use(handle.get(apiUrl('auth/client/gg-2fa/setup'), () => ok(SETUP)));
  recordJson('post', 'auth/client/gg-2fa/enable', () => {
    session.set({ ...account, is2FAEnabled: true });
    return ok({ recoveryCodes: codes });
  });
  const view = await renderSecurity();
  const { user } = view;
  await user.click(within(twoFactor()).getByRole('button', { name: vi('Set up two-factor authentication') }));
  await within(twoFactor()).findByRole('img', { name: vi('QR code for your authenticator app') });
  await user.type(within(twoFactor()).getByLabelText(vi('Secure password')), 'Secure@12345');
  await user.type(within(twoFactor()).getByLabelText(vi('Authentication code')), '123456');
  await user.click(within(twoFactor()).getByRole('button', { name: vi('Enable two-factor authentication') }));
  return view;
}

describe('Setting → Security: recovery codes shown once when 2FA is turned on', () => {
  it('lists the ten codes with the text that says to store them safely, until the member says they are stored', async () => {
    const { user } = await enableWith(CODES);

    const list = await within(twoFactor()).findByRole('list', { name: vi('Your recovery codes') });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(within(twoFactor()).getByRole('status')).toHaveTextContent(vi(
      'Store these recovery codes safely now (a password manager, or printed and kept at home): they are shown only this once. If you lose your phone, each code signs you in once in place of the authenticator code.',
    ));

    await user.click(within(twoFactor()).getByRole('button', { name: vi('I have stored my recovery codes') }));

    expect(within(twoFactor()).queryByRole('list', { name: vi('Your recovery codes') })).not.toBeInTheDocument();
    expect(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') })).toBeInTheDocument();
    // Never shown again: the card of the codes only counts them.
    expect(screen.queryByText(CODES[0])).not.toBeInTheDocument();
    expect(await within(recoveryCard()).findByText(viWith('%count% of %total% recovery codes left.', { count: '10', total: '10' }))).toBeInTheDocument();
  });

  it('copies all the codes, one a line', async () => {
    const { user } = await enableWith(CODES);
    await within(twoFactor()).findByRole('list', { name: vi('Your recovery codes') });
    // user-event's clipboard stub reads back through jsdom's FileReader, which refuses Node's Blob: watch the write.
    const write = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(within(twoFactor()).getByRole('button', { name: vi('Copy the codes') }));

    expect(await screen.findByText(vi('Copied'))).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(CODES.join('\n'));
  });

  it('downloads them as a .txt file that names the site and the member', async () => {
    const { user } = await enableWith(CODES);
    await within(twoFactor()).findByRole('list', { name: vi('Your recovery codes') });
    const files: Blob[] = [];
    const names: string[] = [];
    // Spies, restored after the test: URL is shared by every test file of the worker.
    const create = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      return 'blob:recovery-codes';
    });
    const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });

    await user.click(within(twoFactor()).getByRole('button', { name: vi('Download as a text file') }));

    expect(click).toHaveBeenCalledTimes(1);
    expect(names).toEqual(['filhub-recovery-codes.txt']);
    expect(files[0].type).toBe('text/plain;charset=utf-8');
    const text = await files[0].text();
    expect(text).toContain(viWith('Recovery codes of %site% for %username%', { site: 'FilHub', username: account.username }));
    for (const code of CODES) expect(text).toContain(`\n${code}\n`);
    // Some browsers read the link's URL after click() returns: it is released later, not at once.
    expect(revoke).not.toHaveBeenCalled();
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:recovery-codes'), { timeout: 2500 });
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
});

describe('Setting → Security: the recovery codes card (2FA on)', () => {
  it('is not there while 2FA is off', async () => {
    signedInAs();
    await renderSecurity();
    expect(screen.queryByRole('region', { name: vi('Recovery codes') })).not.toBeInTheDocument();
  });

  it('shows how many are left, and warns when few are', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    leftCount(2);
    await renderSecurity();
    expect(await within(recoveryCard()).findByText(viWith('%count% of %total% recovery codes left: make new ones.', { count: '2', total: '10' }))).toBeInTheDocument();
  });

  it('makes new codes with the password and an authenticator code, and shows them once', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    leftCount(4);
    const fresh = CODES.map((code) => code.replace('ABCD', 'WXYZ'));
    const bodies = recordJson('post', 'auth/client/gg-2fa/recovery-codes', () => {
      leftCount(10);
      return ok({ recoveryCodes: fresh });
    });
    const { user } = await renderSecurity();
    const card = recoveryCard();

    await user.type(within(card).getByLabelText(vi('Login password')), 'Demo@12345');
    await user.type(within(card).getByLabelText(vi('Authentication code')), '654321');
    await user.click(within(card).getByRole('button', { name: vi('Make new recovery codes') }));

    expect(await screen.findByText(vi('New recovery codes made'))).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'Demo@12345', code: '654321' }]);
    const list = within(card).getByRole('list', { name: vi('Your recovery codes') });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(fresh);
    await user.click(within(card).getByRole('button', { name: vi('I have stored my recovery codes') }));
    expect(await within(card).findByText(viWith('%count% of %total% recovery codes left.', { count: '10', total: '10' }))).toBeInTheDocument();
  });

  it('shows a wrong code under its field and makes nothing', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    recordJson('post', 'auth/client/gg-2fa/recovery-codes', () => fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } }));
    const { user } = await renderSecurity();
    const card = recoveryCard();

    await user.type(within(card).getByLabelText(vi('Login password')), 'Demo@12345');
    await user.type(within(card).getByLabelText(vi('Authentication code')), '000000');
    await user.click(within(card).getByRole('button', { name: vi('Make new recovery codes') }));

    const code = within(card).getByLabelText(vi('Authentication code'));
    const error = await within(card).findByText(vi('Invalid verification code'));
    expect(code.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(card).queryByRole('list', { name: vi('Your recovery codes') })).not.toBeInTheDocument();
  });
});

describe('Setting → Security: turning 2FA off with a recovery code', () => {
  it('swaps the code field for a recovery code and sends it with the password', async () => {
    const session = signedInAs({ ...account, is2FAEnabled: true });
    const bodies = recordJson('post', 'auth/client/gg-2fa/disabled', () => {
      session.set({ ...account, is2FAEnabled: false });
      return okMessage('Disabled 2FA successfully');
    });
    const { user } = await renderSecurity();

    await user.click(within(twoFactor()).getByRole('button', { name: vi('Use a recovery code instead') }));
    expect(within(twoFactor()).queryByLabelText(vi('Authentication code'))).not.toBeInTheDocument();
    await user.type(within(twoFactor()).getByLabelText(vi('Login password')), 'Demo@12345');
    await user.type(within(twoFactor()).getByLabelText(vi('Recovery code')), 'abcd efgh jklm npqr');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') }));

    expect(await screen.findByText(vi('Disabled 2FA successfully'))).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'Demo@12345', recoveryCode: 'ABCDEFGHJKLMNPQR' }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: vi('Recovery codes') })).not.toBeInTheDocument());
  });

  it('checks the recovery code before calling the server, and shows a refused one under its field', async () => {
    signedInAs({ ...account, is2FAEnabled: true });
    const bodies = recordJson('post', 'auth/client/gg-2fa/disabled', () =>
      fail(400, 'RECOVERY_CODE_INVALID', { fields: { recoveryCode: 'RECOVERY_CODE_INVALID' } }),
    );
    const { user } = await renderSecurity();
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Use a recovery code instead') }));
    await user.type(within(twoFactor()).getByLabelText(vi('Login password')), 'Demo@12345');
    await user.type(within(twoFactor()).getByLabelText(vi('Recovery code')), 'ABCD');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') }));
    expect(await within(twoFactor()).findByText(vi('A recovery code has 16 letters and digits'))).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(twoFactor()).getByLabelText(vi('Recovery code')));
    await user.type(within(twoFactor()).getByLabelText(vi('Recovery code')), 'ABCD-EFGH-JKLM-NPQR');
    await user.click(within(twoFactor()).getByRole('button', { name: vi('Disable two-factor authentication') }));
    expect(await within(twoFactor()).findByText(vi('This recovery code is wrong or was already used'))).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});
