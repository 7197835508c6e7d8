import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordView from '@/components/auth/ResetPasswordView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

async function renderReset(query: Record<string, string>) {
  const rendered = renderWithAuth(<ResetPasswordView />, { router: createFakeRouter({ pathname: '/reset-password', query }) });
  await findHeading('Reset password');
  return rendered;
}

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText(vietnamese.Password), password);
  await userEvent.type(screen.getByLabelText(vietnamese['Confirm password']), confirmation);
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Set new password'] }));
}

describe('ResetPasswordView', () => {
  it('explains a link without a token and links to forgot password', async () => {
    await renderReset({});

    expect(screen.getByRole('alert')).toHaveTextContent(vietnamese['This reset link is incomplete: it has no token.']);
    expect(screen.getByRole('link', { name: vietnamese['Request a new reset link'] })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(vietnamese.Password)).not.toBeInTheDocument();
  });

  it('sends the token and the new password, toasts and goes to /login', async () => {
    const call = recordPost('public/client/reset-password', () => ok(null));
    server.use(call.handler);
    const { router } = await renderReset({ token: 'reset-token' });

    await choose('New@12345', 'New@12345');

    expect(await screen.findByText(vietnamese['Your password has been changed, please sign in'])).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(call.bodies).toEqual([{ token: 'reset-token', password: 'New@12345' }]);
  });

  it('refuses a weak password and a confirmation that differs, without calling the server', async () => {
    const call = recordPost('public/client/reset-password', () => ok(null));
    server.use(call.handler);
    await renderReset({ token: 'reset-token' });
    const rule = vietnamese['At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character'];

    await choose('weakpass', 'other');

    expect(screen.getByLabelText(vietnamese.Password)).toHaveAttribute('aria-invalid', 'true');
    // The rule once: the field's error takes the hint's place.
    expect(await screen.findAllByText(rule)).toHaveLength(1);
    expect(screen.getByText(vietnamese['Passwords do not match'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('shows a refused token with a way to ask for a new link', async () => {
    server.use(
      recordPost('public/client/reset-password', () =>
        fail(400, 'RESET_LINK_INVALID', { fields: { token: 'RESET_LINK_INVALID' } }),
      ).handler,
    );
    const { router } = await renderReset({ token: 'old-token' });

    await choose('New@12345', 'New@12345');

    expect(await screen.findByRole('status')).toHaveTextContent(vietnamese['This reset link is invalid or has expired']);
    expect(await screen.findByRole('alert')).toHaveTextContent(vietnamese['This reset link is invalid or has expired']);
    expect(screen.getByRole('link', { name: vietnamese['Request a new reset link'] })).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});
