import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotMeView from '@/components/security/NotMeView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { findHeading, renderWithAuth } from '../auth/helpers/renderWithAuth';

const DONE = 'Your account is secured: every session is signed out and money out is blocked until support unblocks it';

async function renderNotMe(query: Record<string, string>) {
  const rendered = renderWithAuth(<NotMeView />, { router: createFakeRouter({ pathname: '/not-me', query }) });
  await findHeading('This was not me');
  return rendered;
}

describe('NotMeView', () => {
  it('explains, and on confirmation sends the link token and shows the result', async () => {
    const call = recordPost('public/client/not-me', () => ok({ message: DONE }));
    server.use(call.handler);
    await renderNotMe({ token: 'alert-token' });
    const explanation =
      'If you did not make the change we told you about, someone may know your password. Confirm below: every session of your account is signed out, every passkey is removed and transfers and withdrawals are blocked until support checks your account with you.';
    expect(screen.getByText(vietnamese[explanation])).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: vietnamese['Secure my account'] }));

    expect(await findHeading('Account secured')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(vietnamese[DONE]);
    expect(screen.getByRole('link', { name: vietnamese['Reset your password'] })).toHaveAttribute('href', '/forgot-password');
    expect(call.bodies).toEqual([{ token: 'alert-token' }]);
  });

  it("shows the server's refusal of a used or expired link", async () => {
    server.use(
      recordPost('public/client/not-me', () =>
        fail(400, 'NOT_ME_LINK_INVALID', { fields: { token: 'NOT_ME_LINK_INVALID' } }),
      ).handler,
    );
    await renderNotMe({ token: 'used-token' });

    await userEvent.click(screen.getByRole('button', { name: vietnamese['Secure my account'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(vietnamese['This link is invalid, expired or already used']);
    expect(screen.getByRole('button', { name: vietnamese['Secure my account'] })).toBeEnabled();
  });
});
