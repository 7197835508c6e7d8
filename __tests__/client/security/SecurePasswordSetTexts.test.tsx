// The first secure password is "set", not "changed": the reset page's toast, the notification, and the wallet's hold
// (which names what started it and until when).
import { screen, within } from '@testing-library/react';
import ResetSecurePasswordView from '@/components/security/ResetSecurePasswordView';
import { renderShell } from '../shell/helpers/renderShell';
import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import { server } from '../../setup/server';
import { notification, notificationsApi } from '../notifications/helpers/notificationsApi';
import { account, fail, moneyOutIs, ok, recordJson, renderWallet, vi, viWith } from '../wallet/helpers/walletFixtures';
import { signedInAs } from '../settings/helpers/settingsFixtures';

const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const HELD_UNTIL = '2026-03-05T08:30:00.000Z';

async function setByLink(hasSecurePassword: boolean) {
  signedInAs({ ...account, hasSecurePassword });
  const bodies = recordJson('post', 'auth/client/secure-password/reset', () => ok({ message: 'ok' }));
  const Page: PortalPage = () => <ResetSecurePasswordView />;
  Page.Shell = MemberShell;
  const view = renderShell(Page, { path: '/reset-secure-password', query: { token: 'mail-token' } });
  await screen.findByRole('heading', { level: 1, name: vi('Secure password') }, { timeout: 10_000 });
  await view.user.type(await screen.findByLabelText(vi('New secure password'), { selector: 'input' }), 'Secure@67890');
  await view.user.type(screen.getByLabelText(vi('Confirm secure password'), { selector: 'input' }), 'Secure@67890');
  await view.user.click(screen.getByRole('button', { name: vi('Set secure password') }));
  return bodies;
}

describe('the first secure password is set, not changed', () => {
  it('toasts "Secure password set" when the member had none', async () => {
    const bodies = await setByLink(false);
    expect(await screen.findByText(vi('Secure password set'))).toBeInTheDocument();
    expect(screen.queryByText(vi('Secure password changed'))).not.toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'mail-token', newSecurePassword: 'Secure@67890' }]);
  });

  it('toasts "Secure password changed" when one was set before', async () => {
    await setByLink(true);
    expect(await screen.findByText(vi('Secure password changed'))).toBeInTheDocument();
  });

  it('the notification of a first set says "set"', async () => {
    const api = notificationsApi([notification({ _id: 's1', type: 'SECURITY_CHANGE', params: { change: 'SECURE_PASSWORD_SET' } })]);
    server.use(...api.handlers);
    const { user } = await renderWallet();
    await user.click(await screen.findByRole('button', { name: viWith('Notifications, %count% unread', { count: '1' }) }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    expect(await within(panel).findByText(vi('Your secure password was set'))).toBeInTheDocument();
  });

  it('the wallet says the hold comes from the secure password just set, and until when', async () => {
    moneyOutIs({ heldUntil: HELD_UNTIL, holdReason: 'SECURE_PASSWORD_SET' });
    await renderWallet();
    const notice = await screen.findByTestId('money-out-notice');
    expect(notice).toHaveTextContent(viWith('Transfers and withdrawals are held until %time% because your secure password was just set.', { time: dateTime(HELD_UNTIL) }));
  });

  it('a transfer refused during a hold after a change says the secure password was changed, and until when', async () => {
    recordJson('post', 'auth/transaction/transfer', () =>
      fail(403, 'MONEY_OUT_HELD', { params: { until: HELD_UNTIL }, values: { heldUntil: HELD_UNTIL, holdReason: 'SECURE_PASSWORD_CHANGED' } }),
    );
    const { user } = await renderWallet();
    const form = screen.getByRole('region', { name: vi('Transfer') });
    await user.type(within(form).getByLabelText(vi('Recipient username')), 'friend');
    await user.type(within(form).getByLabelText(`${vi('Amount')} (EV)`), '20');
    await user.type(within(form).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(form).getByRole('button', { name: vi('Send') }));
    const text = viWith('Transfers and withdrawals are held until %time% because your secure password was changed.', { time: dateTime(HELD_UNTIL) });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
