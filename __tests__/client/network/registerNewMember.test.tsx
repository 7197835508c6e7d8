import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { CreatedDownline } from '@/contract/network';
import RegisterNewMemberPage from '@/pages/register-new-member';
import { recordPost, slowly } from '../auth/helpers/authFixtures';
import { findHeading, renderHistory, vi } from '../history/helpers/renderHistory';
import { fail, ok, server, signedInAs } from './helpers/networkFixtures';

const created: CreatedDownline = {
  _id: 'id-newbie',
  username: 'newbie',
  fullName: 'Nguyễn Văn A',
  email: 'newbie@example.com',
  phone: '0912345678',
  joinedAt: '2026-03-01T00:00:00.000Z',
  sponsor: { username: 'demo', fullName: 'Demo Member' },
};

/** What the form posts: the contract's fields, without the confirmation (the form's own check). */
const sent = { username: 'newbie', fullName: 'Nguyễn Văn A', email: 'newbie@example.com', phone: '0912345678', password: 'New@12345' };

async function fillIn(user: UserEvent) {
  await user.type(screen.getByLabelText(vi('Username')), sent.username);
  await user.type(screen.getByLabelText(vi('Full name')), sent.fullName);
  await user.type(screen.getByLabelText(vi('Email')), sent.email);
  await user.type(screen.getByLabelText(vi('Phone number')), sent.phone);
  await user.type(screen.getByLabelText(vi('Password')), sent.password);
  await user.type(screen.getByLabelText(vi('Confirm password')), sent.password);
}

async function openPage() {
  const view = renderHistory(RegisterNewMemberPage, { path: '/register-new-member' });
  await findHeading('Register Member');
  await screen.findByRole('heading', { name: vi('New member') });
  return view;
}

const submitButton = () => screen.getByRole('button', { name: vi('Register member') });

describe('/register-new-member', () => {
  beforeEach(() => signedInAs());

  it('creates the member once, shows their card and resets the form for another', async () => {
    const call = recordPost('auth/client/create-downline', () => slowly(ok(created)));
    server.use(call.handler);
    const { user } = await openPage();

    await fillIn(user);
    await user.dblClick(submitButton());

    expect(await screen.findByRole('heading', { name: vi('Member registered') })).toBeInTheDocument();
    expect(call.bodies).toEqual([sent]);
    expect(screen.getByText('newbie@example.com')).toBeInTheDocument();
    expect(screen.getByText('Demo Member (demo)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('See them in Member Connect') })).toHaveAttribute('href', '/member-connect?focus=newbie');

    await user.click(screen.getByRole('button', { name: vi('Register another') }));
    expect(screen.getByLabelText(vi('Username'))).toHaveValue('');
    expect(screen.getByLabelText(vi('Username'))).toHaveFocus();
    expect(screen.getByLabelText(vi('Password'))).toHaveValue('');
  });

  it('applies the sign-up rules before sending', async () => {
    const call = recordPost('auth/client/create-downline', () => ok(created));
    server.use(call.handler);
    const { user } = await openPage();

    await fillIn(user);
    await user.clear(screen.getByLabelText(vi('Confirm password')));
    await user.type(screen.getByLabelText(vi('Confirm password')), 'Other@12345');
    await user.click(submitButton());

    expect(await screen.findByText(vi('Passwords do not match'))).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('shows the server field errors at their fields', async () => {
    server.use(
      recordPost('auth/client/create-downline', () =>
        fail(400, 'VALIDATION_FAILED', { fields: { username: 'USERNAME_TAKEN', email: 'EMAIL_TAKEN' } }),
      ).handler,
    );
    const { user } = await openPage();

    await fillIn(user);
    await user.click(submitButton());

    for (const [label, message] of [
      [vi('Username'), vi('Username is already taken')],
      [vi('Email'), vi('Email is already registered')],
    ]) {
      const text = await screen.findByText(message);
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(text.id);
    }
    expect(screen.getByLabelText(vi('Username'))).toHaveFocus();
    expect(screen.queryByRole('heading', { name: vi('Member registered') })).not.toBeInTheDocument();
  });

  it('shows the rate limit as a form error', async () => {
    server.use(recordPost('auth/client/create-downline', () => fail(429, 'RATE_LIMITED')).handler);
    const { user } = await openPage();

    await fillIn(user);
    await user.click(submitButton());

    await waitFor(() => expect(screen.getAllByText(vi('Too many attempts, try again later')).length).toBeGreaterThanOrEqual(2));
    expect(submitButton()).toBeEnabled();
  });
});
