import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordView from '@/components/auth/ForgotPasswordView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, HttpResponse, ok, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

async function requestLink(email: string) {
  const rendered = renderWithAuth(<ForgotPasswordView />, { router: createFakeRouter({ pathname: '/forgot-password' }) });
  await findHeading('Forgot password');
  await userEvent.type(screen.getByLabelText(vietnamese.Email), email);
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Send reset link'] }));
  return rendered;
}

describe('ForgotPasswordView', () => {
  it("shows its own text in a success toast (not the server's message), then goes to /login", async () => {
    const call = recordPost('public/client/forgot', () =>
      HttpResponse.json({ statusCode: 200, message: 'Check your inbox' }),
    );
    server.use(call.handler);

    const { router } = await requestLink('demo@example.com');

    expect(await screen.findByText(vietnamese['If the email is registered, a reset link has been sent'])).toBeInTheDocument();
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(call.bodies).toEqual([{ email: 'demo@example.com' }]);
  });

  it('falls back to its own text when the answer carries no message', async () => {
    server.use(recordPost('public/client/forgot', () => ok(null)).handler);

    const { router } = await requestLink('demo@example.com');

    expect(await screen.findByText(vietnamese['If the email is registered, a reset link has been sent'])).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
  });

  it('shows the failure in a toast and under the field, and stays', async () => {
    server.use(
      recordPost('public/client/forgot', () => fail(400, 'VALIDATION_FAILED', { fields: { email: 'EMAIL_INVALID' } })).handler,
    );

    const { router } = await requestLink('demo@example.com');

    expect(await screen.findByText(vietnamese['Validation failed'])).toBeInTheDocument();
    expect(await screen.findByText(vietnamese['Email is not valid'])).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });

  it('checks the email before calling the server', async () => {
    const call = recordPost('public/client/forgot', () => ok(null));
    server.use(call.handler);

    await requestLink('not-an-email');

    expect(await screen.findByText(vietnamese['Enter a valid email address'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });
});
