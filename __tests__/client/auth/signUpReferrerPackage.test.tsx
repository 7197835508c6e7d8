// The code of a member without a package is refused on the referrer code field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SignUpView from '@/components/auth/SignUpView';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';
import { fail, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

jest.setTimeout(30_000);

it('shows "its owner has no package" under the referrer code, in Vietnamese, and stays on /sign-up', async () => {
  server.use(recordPost('public/client/sign-up', () => fail(400, 'VALIDATION_FAILED', { fields: { referrerCode: 'REFERRER_NO_PACKAGE' } })).handler);
  const { router } = renderWithAuth(<SignUpView />, { router: createFakeRouter({ pathname: '/sign-up', query: { ref: 'NOPKG123' } }) });
  await findHeading('Sign up');

  await userEvent.type(screen.getByLabelText(vietnamese.Username), 'newbie');
  await userEvent.type(screen.getByLabelText(vietnamese['Full name']), 'Nguyễn Văn A');
  await userEvent.type(screen.getByLabelText(vietnamese.Email), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText(vietnamese['Phone number']), '0912345678');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'New@12345');
  await userEvent.type(screen.getByLabelText(vietnamese['Confirm password']), 'New@12345');
  await userEvent.click(screen.getByRole('checkbox', { name: new RegExp(vietnamese['I have read and accept the']) }));
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Create account'] }));

  const message = await screen.findByText(vietnamese['This referrer code cannot be used yet: its owner has no package']);
  const field = screen.getByLabelText(vietnamese['Referrer code']);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field.getAttribute('aria-describedby')).toContain(message.id);
  expect(router.visited).toEqual([]);
});
