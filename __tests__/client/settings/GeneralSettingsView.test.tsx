import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GeneralSettingsView from '@/components/setting/GeneralSettingsView';
import { findAccountTrigger, renderSettings, vi, viWith } from './helpers/renderSettings';
import { account, fail, FIVE_MB, imageFile, ok, recordMultipart, signedInAs } from './helpers/settingsFixtures';

const AVATAR_URL = '/api/public/avatar/0123456789abcdef0123456789abcdef.png';

async function renderGeneral() {
  const view = await renderSettings(GeneralSettingsView, '/setting', 'General');
  await screen.findByLabelText(vi('Full name'));
  return view;
}

const avatarInput = () => screen.getByLabelText(vi('Avatar'));
const avatarPreview = () => screen.getByRole('img', { name: viWith('%name% preview', { name: vi('Avatar') }) });
const save = () => screen.getByRole('button', { name: vi('Save changes') });

describe('GeneralSettingsView', () => {
  it('shows the fixed details read-only and the profile in the form', async () => {
    signedInAs();
    await renderGeneral();

    const details = screen.getByRole('region', { name: vi('Account') });
    for (const text of ['demo', 'demo@example.com', 'DEMO2345', 'Team Leader (leader)']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(within(details).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText(vi('Full name'))).toHaveValue('Demo Member');
    expect(screen.getByLabelText(vi('Phone number'))).toHaveValue('0901234567');
    expect(screen.getByLabelText(vi('Date of birth'))).toHaveValue('1990-05-01');
    expect(screen.getByLabelText(vi('Address'))).toHaveValue('1 Le Loi, District 1');
    expect(avatarInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  });

  it('sends every field and the avatar as multipart, toasts, and reloads the user for the header', async () => {
    const session = signedInAs();
    const updated = { ...account, fullName: 'Nguyen Van A', phone: '0911111111', address: '', dateOfBirth: null, avatar: { completedUrl: AVATAR_URL } };
    const bodies = recordMultipart('put', 'auth/client/profile/update', () => {
      session.set(updated);
      return ok(updated);
    });
    const { user } = await renderGeneral();
    await findAccountTrigger(account.fullName);
    const profileCallsBefore = session.calls;

    await user.clear(screen.getByLabelText(vi('Full name')));
    await user.type(screen.getByLabelText(vi('Full name')), '  Nguyen Van A ');
    await user.clear(screen.getByLabelText(vi('Phone number')));
    await user.type(screen.getByLabelText(vi('Phone number')), '0911111111');
    await user.clear(screen.getByLabelText(vi('Date of birth')));
    await user.clear(screen.getByLabelText(vi('Address')));
    await user.upload(avatarInput(), imageFile('me.png', 2048));
    await user.click(save());

    expect(await screen.findByText(vi('Profile updated'))).toBeInTheDocument();
    expect(bodies).toEqual([
      { fullName: 'Nguyen Van A', phone: '0911111111', dateOfBirth: '', address: '', avatar: { name: 'me.png', size: 2048, type: 'image/png' } },
    ]);
    const trigger = await findAccountTrigger('Nguyen Van A');
    expect(session.calls).toBeGreaterThan(profileCallsBefore);
    expect(within(trigger).getByRole('presentation', { hidden: true })).toHaveAttribute('src', AVATAR_URL);
    await waitFor(() => expect(avatarPreview()).toHaveAttribute('src', AVATAR_URL));
  });

  it('leaves the avatar out when none was chosen', async () => {
    signedInAs();
    const bodies = recordMultipart('put', 'auth/client/profile/update', () => ok(account));
    const { user } = await renderGeneral();

    await user.click(save());

    await screen.findByText(vi('Profile updated'));
    expect(bodies).toEqual([{ fullName: 'Demo Member', phone: '0901234567', dateOfBirth: '1990-05-01', address: '1 Le Loi, District 1' }]);
  });

  it('previews the chosen avatar from an object URL, revoked when another is chosen and on unmount', async () => {
    signedInAs();
    const revoke = jest.spyOn(URL, 'revokeObjectURL');
    const { user, unmount } = await renderGeneral();
    expect(avatarPreview().getAttribute('src')).not.toMatch(/^blob:/);

    await user.upload(avatarInput(), imageFile('first.png'));
    // The preview follows the chosen file after a render: waited for, on a busy machine too.
    await waitFor(() => expect(avatarPreview().getAttribute('src')).toMatch(/^blob:/));
    const first = avatarPreview().getAttribute('src');

    await user.upload(avatarInput(), imageFile('second.webp', 64, 'image/webp'));
    const second = avatarPreview().getAttribute('src');
    expect(second).toMatch(/^blob:/);
    expect(second).not.toBe(first);
    expect(revoke).toHaveBeenCalledWith(first);

    unmount();
    expect(revoke).toHaveBeenCalledWith(second);
    revoke.mockRestore();
  });

  it('refuses an avatar over 5 MB with an error under the field and sends none', async () => {
    signedInAs();
    const bodies = recordMultipart('put', 'auth/client/profile/update', () => ok(account));
    const { user } = await renderGeneral();

    await user.upload(avatarInput(), imageFile('huge.png', FIVE_MB + 1));

    const error = screen.getByText(vi('The image must be at most 5 MB'));
    expect(avatarInput()).toHaveAttribute('aria-invalid', 'true');
    expect(avatarInput().getAttribute('aria-describedby')).toContain(error.id);
    expect(avatarPreview().getAttribute('src')).not.toMatch(/^blob:/);

    await user.click(save());
    await screen.findByText(vi('Profile updated'));
    expect(bodies[0]).not.toHaveProperty('avatar');
  });

  it('accepts an avatar of exactly 5 MB and refuses a file that is not an image', async () => {
    signedInAs();
    await renderGeneral();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(avatarInput(), imageFile('doc.pdf', 100, 'application/pdf'));
    expect(screen.getByText(vi('Choose a JPEG, PNG or WebP image'))).toBeInTheDocument();

    await user.upload(avatarInput(), imageFile('exact.jpg', FIVE_MB, 'image/jpeg'));
    expect(screen.queryByText(vi('Choose a JPEG, PNG or WebP image'))).not.toBeInTheDocument();
    await waitFor(() => expect(avatarPreview().getAttribute('src')).toMatch(/^blob:/));
  });

  it('puts the server field errors under their fields and toasts the message', async () => {
    signedInAs();
    recordMultipart('put', 'auth/client/profile/update', () =>
      fail(400, 'VALIDATION_FAILED', {
        fields: { phone: 'PHONE_RULE', avatar: 'UPLOAD_WRONG_TYPE', dateOfBirth: 'DATE_OF_BIRTH_NOT_PAST' },
      }),
    );
    const { user } = await renderGeneral();
    await user.upload(avatarInput(), imageFile());

    await user.click(save());

    expect(await screen.findByText(vi('Validation failed'))).toBeInTheDocument();
    const phone = screen.getByLabelText(vi('Phone number'));
    const phoneError = screen.getByText(vi('Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567'));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone.getAttribute('aria-describedby')).toContain(phoneError.id);
    expect(avatarInput().getAttribute('aria-describedby')).toContain(screen.getByText(vi('The file must be a JPEG, PNG or WebP image')).id);
    expect(screen.getByLabelText(vi('Date of birth')).getAttribute('aria-describedby')).toContain(
      screen.getByText(vi('Date of birth must be in the past')).id,
    );
    expect(screen.queryByText(vi('Profile updated'))).not.toBeInTheDocument();
  });

  it('toasts the server message of a failure without field errors', async () => {
    signedInAs();
    recordMultipart('put', 'auth/client/profile/update', () => fail(413, 'BODY_TOO_LARGE'));
    const { user } = await renderGeneral();

    await user.click(save());

    expect(await screen.findByText(vi('The request body is too large'))).toBeInTheDocument();
  });

  it('asks for the full name and phone before calling the server', async () => {
    signedInAs();
    const bodies = recordMultipart('put', 'auth/client/profile/update', () => ok(account));
    const { user } = await renderGeneral();

    await user.clear(screen.getByLabelText(vi('Full name')));
    await user.clear(screen.getByLabelText(vi('Phone number')));
    await user.click(save());

    expect(await screen.findByText(vi('Enter your full name'))).toBeInTheDocument();
    expect(screen.getByText(vi('Enter your phone number'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends one request for a double click and disables the button while sending', async () => {
    signedInAs();
    let release: () => void = () => undefined;
    const bodies = recordMultipart('put', 'auth/client/profile/update', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return ok(account);
    });
    const { user } = await renderGeneral();

    await user.dblClick(save());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: vi('Saving…') })).toBeDisabled();
    release();
    await screen.findByText(vi('Profile updated'));
    expect(bodies).toHaveLength(1);
  });
});
