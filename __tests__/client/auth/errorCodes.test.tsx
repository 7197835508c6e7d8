import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginView from '@/components/auth/LoginView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, HttpResponse, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

const LOGIN = 'auth/client/login/credential';

async function signInAnswered(answer: () => Response) {
  server.use(recordPost(LOGIN, answer).handler);
  renderWithAuth(<LoginView />, { router: createFakeRouter({ pathname: '/login' }) });
  await findHeading('Login');
  await userEvent.type(screen.getByLabelText(vietnamese['Username or email']), 'demo');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'Demo@12345');
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign in'] }));
}

describe('error texts come from the answer’s code, never from its message', () => {
  it('shows the Vietnamese text of the code whatever English message came with it', async () => {
    await signInAnswered(() => fail(429, 'RATE_LIMITED', { message: 'anything' }));

    expect(await screen.findByText(vietnamese['Too many attempts, try again later'])).toBeInTheDocument();
    expect(screen.queryByText('anything')).not.toBeInTheDocument();
  });

  it('shows the text of a field’s code under that field, not the field’s English text', async () => {
    await signInAnswered(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'anything',
          errors: { username: 'something else' },
          fieldCodes: { username: 'USERNAME_RULE' },
        },
        { status: 400 },
      ),
    );

    const username = screen.getByLabelText(vietnamese['Username or email']);
    const rule = vietnamese['Username must be 4 to 20 characters (letters, digits, _) and start with a letter'];
    const error = await screen.findByText(rule);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByText(vietnamese['Validation failed'])).toBeInTheDocument();
    expect(screen.queryByText('something else')).not.toBeInTheDocument();
    expect(screen.queryByText('anything')).not.toBeInTheDocument();
  });

  it('shows the network text when no answer arrived', async () => {
    await signInAnswered(() => HttpResponse.error());

    expect(await screen.findByText(vietnamese['Network Error'])).toBeInTheDocument();
  });

  it('shows the generic text for an answer without a known code', async () => {
    await signInAnswered(() =>
      HttpResponse.json({ statusCode: 400, code: 'SOMETHING_NEW', message: 'Something new happened' }, { status: 400 }),
    );

    expect(await screen.findByText(vietnamese['Something went wrong, please try again'])).toBeInTheDocument();
    expect(screen.queryByText('Something new happened')).not.toBeInTheDocument();
  });
});
