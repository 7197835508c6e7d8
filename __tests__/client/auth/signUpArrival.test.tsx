import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import SignUpView from '@/components/auth/SignUpView';
import type { MemberProfile } from '@/contract/profile';
import DashboardPage from '@/pages/dashboard';
import vietnamese from '@/locales/vi-VN.json';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { dashboardApi } from '../dashboard/dashboardApi';
import { renderHistory, vi, viWith } from '../history/helpers/renderHistory';
import { member, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

// A form filled in, then the dashboard twice: longer than the default on a busy machine.
jest.setTimeout(40_000);

const newbie: MemberProfile = {
  ...member,
  id: 'u-new',
  username: 'newbie',
  fullName: 'Nguyễn Văn A',
  email: 'newbie@example.com',
  sponsor: { username: 'lan', fullName: 'Trần Thị Lan' },
  emailVerified: false,
};

/** The profile of the session sign-up answered, to that bearer only. */
const newbieProfile = () =>
  handle.get(apiUrl('auth/client/profile'), ({ request }) =>
    request.headers.get('authorization') === 'Bearer access-new' ? ok(newbie) : fail(401, 'UNAUTHORIZED'),
  );

/** The dashboard's heading, once the member is read (the guard shows a loader until then; slow on a busy machine). */
const dashboardShown = () => screen.findByRole('heading', { level: 1, name: vi('Dashboard') }, { timeout: 10_000 });

async function signUpThroughTheForm(): Promise<string> {
  server.use(
    recordPost('public/client/sign-up', () =>
      ok({ username: 'newbie', fullName: 'Nguyễn Văn A', accessToken: 'access-new', refreshToken: null, sponsor: newbie.sponsor }),
    ).handler,
  );
  const { router, unmount } = renderWithAuth(<SignUpView />, { router: createFakeRouter({ pathname: '/sign-up', query: { ref: 'LAN00001' } }) });
  await findHeading('Sign up');
  await userEvent.type(screen.getByLabelText(vietnamese.Username), 'newbie');
  await userEvent.type(screen.getByLabelText(vietnamese['Full name']), 'Nguyễn Văn A');
  await userEvent.type(screen.getByLabelText(vietnamese.Email), 'newbie@example.com');
  await userEvent.type(screen.getByLabelText(vietnamese['Phone number']), '0912345678');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'New@12345');
  await userEvent.type(screen.getByLabelText(vietnamese['Confirm password']), 'New@12345');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Create account'] }));
  await waitFor(() => expect(router.push).toHaveBeenCalled());
  unmount();
  return router.visited[0];
}

describe('after sign-up', () => {
  it('the new member is signed in on the dashboard, welcomed as new and told whose team they joined; later visits welcome back', async () => {
    dashboardApi();
    server.use(newbieProfile());
    const landing = new URL(await signUpThroughTheForm(), 'http://portal.test');
    expect(landing.pathname).toBe('/dashboard');

    // The dashboard reads the member with the session sign-up answered: no sign-in in between.
    const { unmount } = renderHistory(DashboardPage, { path: landing.pathname, query: Object.fromEntries(landing.searchParams) });
    await dashboardShown();

    const welcome = await screen.findByText(viWith('Welcome, %name%!', { name: 'Nguyễn Văn A' }), { exact: false });
    expect(welcome).toHaveTextContent(viWith('You joined the team of %sponsor% (%username%).', { sponsor: 'Trần Thị Lan', username: 'lan' }));
    expect(screen.queryByText(viWith('Welcome back, %name%', { name: 'Nguyễn Văn A' }))).not.toBeInTheDocument();
    // Until the address is verified, the banner says so and offers a new link.
    const banner = await screen.findByRole('region', { name: vietnamese['Verify your e-mail address'] });
    expect(within(banner).getByRole('button', { name: vietnamese['Resend the link'] })).toBeInTheDocument();
    unmount();

    // The next visit, without the query, is a returning member's.
    renderHistory(DashboardPage, { path: '/dashboard' });
    await dashboardShown();
    expect(await screen.findByText(viWith('Welcome back, %name%', { name: 'Nguyễn Văn A' }))).toBeInTheDocument();
    expect(screen.queryByTestId('new-member-welcome')).not.toBeInTheDocument();
  });
});
