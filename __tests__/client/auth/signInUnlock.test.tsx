import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginView from '@/components/auth/LoginView';
import UnlockSignInView from '@/components/auth/UnlockSignInView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

const LOGIN = 'auth/client/login/credential';
const UNLOCK_LINK = 'auth/client/unlock-link';
const UNLOCK_DEVICE = 'auth/client/unlock-device';
const OFFER = 'E-mail me an unlock link';
const LINK_ANSWER = 'If the account exists, an unlock link has been e-mailed to its owner';

async function signInRefusedWith(answer: () => Response) {
  server.use(recordPost(LOGIN, answer).handler);
  renderWithAuth(<LoginView />, { router: createFakeRouter({ pathname: '/login' }) });
  await findHeading('Login');
  await userEvent.type(screen.getByLabelText(vietnamese['Username or email']), 'demo');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'Demo@12345');
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign in'] }));
}

describe('the sign-in page after a lockout on a new device', () => {
  it('offers an unlock link on the lockout code, and asks for it for the name typed', async () => {
    const request = recordPost(UNLOCK_LINK, () => ok({ message: LINK_ANSWER }));
    server.use(request.handler);
    await signInRefusedWith(() => fail(429, 'SIGN_IN_LOCKED'));

    const offer = await screen.findByRole('button', { name: vietnamese[OFFER] });
    expect(
      screen.getByText(
        vietnamese['Sign-in from new devices is paused after too many failed attempts. If this is your account, we can e-mail you a link that unlocks this device.'],
      ),
    ).toBeInTheDocument();
    await userEvent.click(offer);

    expect(
      await screen.findByText(vietnamese['If the account exists, its owner has been e-mailed an unlock link. Open it on this device, then sign in again.']),
    ).toBeInTheDocument();
    expect(request.bodies).toEqual([{ username: 'demo' }]);
    expect(screen.queryByRole('button', { name: vietnamese[OFFER] })).not.toBeInTheDocument();
  });

  it('shows the refusal of the request (too many) and keeps the offer', async () => {
    server.use(recordPost(UNLOCK_LINK, () => fail(429, 'RATE_LIMITED')).handler);
    await signInRefusedWith(() => fail(429, 'SIGN_IN_LOCKED'));
    await userEvent.click(await screen.findByRole('button', { name: vietnamese[OFFER] }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent === vietnamese['Too many attempts, try again later'])).toBe(true),
    );
    expect(screen.getByRole('button', { name: vietnamese[OFFER] })).toBeEnabled();
  });

  it('offers nothing on other refusals (a wrong password, a known device over its own limit)', async () => {
    await signInRefusedWith(() => fail(400, 'INVALID_CREDENTIALS', { fields: { password: 'INVALID_CREDENTIALS' } }));
    expect((await screen.findAllByText(vietnamese['Invalid username or password'])).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: vietnamese[OFFER] })).not.toBeInTheDocument();
  });

  it('offers nothing on a plain 429', async () => {
    await signInRefusedWith(() => fail(429, 'RATE_LIMITED'));
    expect((await screen.findAllByText(vietnamese['Too many attempts, try again later'])).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: vietnamese[OFFER] })).not.toBeInTheDocument();
  });
});

describe('the unlock link page', () => {
  function renderUnlock(query: Record<string, string>) {
    const router = createFakeRouter({ pathname: '/unlock-sign-in', query });
    renderWithAuth(<UnlockSignInView />, { router });
    return router;
  }

  it('asks first, then sends the token and goes to the sign-in page', async () => {
    const call = recordPost(UNLOCK_DEVICE, () => ok({ message: 'This device is unlocked, sign in with your password' }));
    server.use(call.handler);
    const router = renderUnlock({ token: 'link-token' });
    await findHeading('Unlock sign-in');
    expect(call.bodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: vietnamese['Unlock this device'] }));

    await waitFor(() => expect(router.visited).toEqual(['/login']));
    expect(call.bodies).toEqual([{ token: 'link-token' }]);
    expect(await screen.findByText(vietnamese['This device is unlocked, sign in with your password'])).toBeInTheDocument();
  });

  it('shows the refusal of a used or expired link and stays', async () => {
    server.use(recordPost(UNLOCK_DEVICE, () => fail(400, 'UNLOCK_LINK_INVALID', { fields: { token: 'UNLOCK_LINK_INVALID' } })).handler);
    const router = renderUnlock({ token: 'used-token' });
    await findHeading('Unlock sign-in');
    await userEvent.click(screen.getByRole('button', { name: vietnamese['Unlock this device'] }));

    expect(await screen.findByRole('alert')).toHaveTextContent(vietnamese['This unlock link is invalid, expired or already used']);
    expect(router.visited).toEqual([]);
    expect(screen.getByRole('button', { name: vietnamese['Unlock this device'] })).toBeEnabled();
  });

  it('says so when the link has no token', async () => {
    renderUnlock({});
    await findHeading('Unlock sign-in');
    expect(screen.getByRole('alert')).toHaveTextContent(vietnamese['This unlock link is incomplete: it has no token.']);
    expect(screen.queryByRole('button', { name: vietnamese['Unlock this device'] })).not.toBeInTheDocument();
  });
});
