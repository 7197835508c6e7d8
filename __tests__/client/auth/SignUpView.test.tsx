import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignUpView from '@/components/auth/SignUpView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, ok, recordPost, slowly } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';
import { getAccessToken } from '@/services/tokens';

// Seven fields typed per test: longer than the default on a busy machine.
jest.setTimeout(30_000);

async function renderSignUp(query: Record<string, string> = {}) {
  const rendered = renderWithAuth(<SignUpView />, { router: createFakeRouter({ pathname: '/sign-up', query }) });
  await findHeading('Sign up');
  return rendered;
}

async function fillIn() {
  await userEvent.type(screen.getByLabelText(vietnamese.Username), 'newbie');
  await userEvent.type(screen.getByLabelText(vietnamese['Full name']), 'Nguyễn Văn A');
  await userEvent.type(screen.getByLabelText(vietnamese.Email), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText(vietnamese['Phone number']), '0912345678');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'New@12345');
  await userEvent.type(screen.getByLabelText(vietnamese['Confirm password']), 'New@12345');
  await userEvent.click(consentBox());
}

const consentBox = () => screen.getByRole('checkbox', { name: new RegExp(vietnamese['I have read and accept the']) });

/** Sign-up's answer: the new member's session and sponsor. */
const signedUp = () =>
  ok({ username: 'newbie', fullName: 'Nguyễn Văn A', accessToken: 'access-new', refreshToken: null, sponsor: { username: 'demo', fullName: 'Demo Member' } });

const RULE = vietnamese['At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character'];

const submitButton = () => screen.getByRole('button', { name: vietnamese['Create account'] });

describe('SignUpView', () => {
  it('prefills the referrer code from ?ref, sends the form with the consent, keeps the session it answers and goes to the new member\'s dashboard', async () => {
    const call = recordPost('public/client/sign-up', () => signedUp());
    server.use(call.handler);
    const { router } = await renderSignUp({ ref: 'DEMO01' });
    expect(screen.getByLabelText(vietnamese['Referrer code'])).toHaveValue('DEMO01');

    await fillIn();
    await userEvent.click(submitButton());

    expect(await screen.findByText(vietnamese['Account created'])).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard?welcome=new'));
    expect(router.visited).not.toContain('/login');
    expect(getAccessToken()).toBe('access-new');
    expect(call.bodies).toEqual([
      {
        username: 'newbie',
        fullName: 'Nguyễn Văn A',
        email: 'newbie@example.com',
        phone: '0912345678',
        password: 'New@12345',
        referrerCode: 'DEMO01',
        acceptTerms: true,
      },
    ]);
  });

  it('asks for the referrer code when there is no ?ref', async () => {
    const call = recordPost('public/client/sign-up', () => signedUp());
    server.use(call.handler);
    await renderSignUp();

    await fillIn();
    await userEvent.click(submitButton());

    expect(await screen.findByText(vietnamese['Enter the referrer code'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('lets the member change the prefilled referrer code', async () => {
    const call = recordPost('public/client/sign-up', () => signedUp());
    server.use(call.handler);
    await renderSignUp({ ref: 'DEMO01' });

    await fillIn();
    await userEvent.clear(screen.getByLabelText(vietnamese['Referrer code']));
    await userEvent.type(screen.getByLabelText(vietnamese['Referrer code']), 'OTHER');
    await userEvent.click(submitButton());

    await waitFor(() => expect(call.bodies).toEqual([expect.objectContaining({ referrerCode: 'OTHER' })]));
  });

  it('shows the server field errors under their fields and the message in a toast', async () => {
    server.use(
      recordPost('public/client/sign-up', () =>
        fail(400, 'VALIDATION_FAILED', {
          fields: { username: 'USERNAME_TAKEN', phone: 'PHONE_RULE', referrerCode: 'REFERRER_CODE_UNKNOWN' },
        }),
      ).handler,
    );
    const { router } = await renderSignUp({ ref: 'NOPE' });

    await fillIn();
    await userEvent.click(submitButton());

    expect(await screen.findByText(vietnamese['Validation failed'])).toBeInTheDocument();
    for (const [label, message] of [
      [vietnamese.Username, vietnamese['Username is already taken']],
      [vietnamese['Phone number'], vietnamese['Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567']],
      [vietnamese['Referrer code'], vietnamese['Referrer code does not exist']],
    ]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field.getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    }
    expect(screen.getByLabelText(vietnamese.Username)).toHaveFocus();
    expect(router.visited).toEqual([]);
  });

  it('sends one request for a double click', async () => {
    const call = recordPost('public/client/sign-up', () => slowly(signedUp()));
    server.use(call.handler);
    const { router } = await renderSignUp({ ref: 'DEMO01' });

    await fillIn();
    await userEvent.dblClick(submitButton());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard?welcome=new'));
    expect(call.bodies).toHaveLength(1);
  });

  it('refuses to send the form until the terms are accepted, saying so under the box', async () => {
    const call = recordPost('public/client/sign-up', () => signedUp());
    server.use(call.handler);
    await renderSignUp({ ref: 'DEMO01' });

    await fillIn();
    await userEvent.click(consentBox());
    await userEvent.click(submitButton());

    const error = await screen.findByText(vietnamese['Accept the terms of use, the privacy policy and the risk disclosure to create an account']);
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox().getAttribute('aria-describedby')).toBe(error.id);
    expect(call.bodies).toEqual([]);
  });

  it('shows the server\'s consent refusal under the box', async () => {
    server.use(recordPost('public/client/sign-up', () => fail(400, 'VALIDATION_FAILED', { fields: { acceptTerms: 'TERMS_CONSENT_REQUIRED' } })).handler);
    await renderSignUp({ ref: 'DEMO01' });

    await fillIn();
    await userEvent.click(submitButton());

    const error = await screen.findByText(vietnamese['Accept the terms of use, the privacy policy and the risk disclosure to create an account']);
    expect(consentBox().getAttribute('aria-describedby')).toBe(error.id);
  });

  it('links the terms of use, the privacy policy and the risk disclosure from the consent', async () => {
    await renderSignUp();
    expect(screen.getByRole('link', { name: vietnamese['Terms of use'] })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: vietnamese['Privacy policy'] })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: vietnamese['Risk disclosure'] })).toHaveAttribute('href', '/risk-disclosure');
  });

  it('shows the password rule once: as the hint, then as the error of a weak password in its place', async () => {
    await renderSignUp({ ref: 'DEMO01' });
    expect(screen.getAllByText(RULE)).toHaveLength(1);

    await userEvent.type(screen.getByLabelText(vietnamese.Password), 'weak');
    await userEvent.type(screen.getByLabelText(vietnamese['Confirm password']), 'weak');
    await userEvent.click(submitButton());

    await waitFor(() => expect(screen.getByLabelText(vietnamese.Password)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(RULE)).toHaveLength(1);
    expect(screen.getByLabelText(vietnamese.Password)).toHaveAccessibleDescription(RULE);
  });
});
