import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignUpView from '@/components/auth/SignUpView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, ok, recordPost, slowly } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

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
}

const submitButton = () => screen.getByRole('button', { name: vietnamese['Create account'] });

describe('SignUpView', () => {
  it('prefills the referrer code from ?ref, sends the form, toasts and goes to /login', async () => {
    const call = recordPost('public/client/sign-up', () => ok({ username: 'newbie' }));
    server.use(call.handler);
    const { router } = await renderSignUp({ ref: 'DEMO01' });
    expect(screen.getByLabelText(vietnamese['Referrer code'])).toHaveValue('DEMO01');

    await fillIn();
    await userEvent.click(submitButton());

    expect(await screen.findByText(vietnamese['Account created, please sign in'])).toBeInTheDocument();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(call.bodies).toEqual([
      {
        username: 'newbie',
        fullName: 'Nguyễn Văn A',
        email: 'newbie@example.com',
        phone: '0912345678',
        password: 'New@12345',
        referrerCode: 'DEMO01',
      },
    ]);
  });

  it('asks for the referrer code when there is no ?ref', async () => {
    const call = recordPost('public/client/sign-up', () => ok({ username: 'newbie' }));
    server.use(call.handler);
    await renderSignUp();

    await fillIn();
    await userEvent.click(submitButton());

    expect(await screen.findByText(vietnamese['Enter the referrer code'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('lets the member change the prefilled referrer code', async () => {
    const call = recordPost('public/client/sign-up', () => ok({ username: 'newbie' }));
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
    const call = recordPost('public/client/sign-up', () => slowly(ok({ username: 'newbie' })));
    server.use(call.handler);
    const { router } = await renderSignUp({ ref: 'DEMO01' });

    await fillIn();
    await userEvent.dblClick(submitButton());

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(call.bodies).toHaveLength(1);
  });
});
