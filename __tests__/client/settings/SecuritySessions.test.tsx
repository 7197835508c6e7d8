import { screen, waitFor, within } from '@testing-library/react';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { renderSettings, vi } from './helpers/renderSettings';
import { apiUrl, fail, handle, ok, server, signedInAs } from './helpers/settingsFixtures';

const AT = '2026-03-04T05:06:00.000Z';
const session = (id: string, device: string, current = false) => ({ id, device, ip: '203.0.113.7', signedInAt: AT, lastActiveAt: AT, current });
const THIS = session('11111111-1111-4111-8111-111111111111', 'Chrome on Linux', true);
const PHONE = session('22222222-2222-4222-8222-222222222222', 'Safari on iOS');
const TABLET = session('33333333-3333-4333-8333-333333333333', 'Chrome on Android');

/** The server's list, which the sign-out handlers shrink as the real API would. */
function sessionsServer(initial = [THIS, PHONE, TABLET]) {
  let live = initial;
  const calls: string[] = [];
  server.use(
    handle.get(apiUrl('auth/client/sign-ins'), () => ok([])),
    handle.get(apiUrl('auth/client/sessions'), () => ok(live)),
    handle.delete(apiUrl('auth/client/sessions/:id'), ({ params }) => {
      calls.push(`DELETE ${params.id}`);
      live = live.filter((entry) => entry.id !== params.id);
      return ok({ message: 'Session signed out' });
    }),
    handle.post(apiUrl('auth/client/sessions/sign-out-others'), () => {
      calls.push('POST sign-out-others');
      live = live.filter((entry) => entry.current);
      return ok({ signedOut: 2 });
    }),
  );
  return calls;
}

async function renderDevices() {
  const view = await renderSettings(SecuritySettingsView, '/setting/security', 'Security');
  const card = screen.getByRole('region', { name: vi('Signed-in devices') });
  return { ...view, card };
}

describe('SecuritySettingsView: signed-in devices', () => {
  it('lists each device with its address and times, this one marked and without a sign-out button', async () => {
    signedInAs();
    sessionsServer();
    const { card } = await renderDevices();

    const items = await within(card).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Chrome on Linux',
      'Safari on iOS',
      'Chrome on Android',
    ]);
    expect(within(items[0]).getByText(vi('This device'))).toBeInTheDocument();
    expect(within(items[0]).queryByRole('button')).toBeNull();
    expect(within(items[1]).getByText('IP 203.0.113.7')).toBeInTheDocument();
    const time = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(AT));
    expect(within(items[1]).getByText(vi('Signed in %time%').replace('%time%', time))).toBeInTheDocument();
    expect(within(items[1]).getByText(vi('Last active %time%').replace('%time%', time))).toBeInTheDocument();
  });

  it('signs out one device and shows the list without it', async () => {
    signedInAs();
    const calls = sessionsServer();
    const { card, user } = await renderDevices();

    await user.click(await within(card).findByRole('button', { name: vi('Sign out %device%').replace('%device%', 'Safari on iOS') }));

    await waitFor(() => expect(within(card).queryByText('Safari on iOS')).toBeNull());
    expect(calls).toEqual([`DELETE ${PHONE.id}`]);
    expect(await screen.findByText(vi('Session signed out'))).toBeInTheDocument();
    expect(within(card).getByText('Chrome on Android')).toBeInTheDocument();
  });

  it('signs out all other devices and then says none is left', async () => {
    signedInAs();
    const calls = sessionsServer();
    const { card, user } = await renderDevices();

    await user.click(await within(card).findByRole('button', { name: vi('Sign out all other devices') }));

    expect(await within(card).findByText(vi('No other device is signed in.'))).toBeInTheDocument();
    expect(calls).toEqual(['POST sign-out-others']);
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's message when a sign-out fails", async () => {
    signedInAs();
    sessionsServer();
    server.use(handle.delete(apiUrl('auth/client/sessions/:id'), () => fail(404, 'SESSION_NOT_FOUND')));
    const { card, user } = await renderDevices();

    await user.click(await within(card).findByRole('button', { name: vi('Sign out %device%').replace('%device%', 'Chrome on Android') }));

    expect(await screen.findByText(vi('Session not found'))).toBeInTheDocument();
    expect(within(card).getByText('Chrome on Android')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signedInAs();
    sessionsServer();
    server.use(handle.get(apiUrl('auth/client/sessions'), () => fail(500, 'INTERNAL_ERROR'), { once: true }));
    const { card, user } = await renderDevices();

    expect(await within(card).findByText(vi('The signed-in devices could not be loaded.'))).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: vi('Try again') }));

    expect(await within(card).findByText('Safari on iOS')).toBeInTheDocument();
  });
});
