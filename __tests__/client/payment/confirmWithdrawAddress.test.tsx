import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfirmWithdrawAddressView from '@/components/setting/payment/ConfirmWithdrawAddressView';
import { fail, ok, recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { findHeading, renderWithAuth } from '../auth/helpers/renderWithAuth';
import { server } from '../../setup/server';
import { vi, viWith } from '../settings/helpers/renderSettings';
import { youngAddress, pendingAddress } from '../wallet/helpers/walletFixtures';

const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

async function renderConfirm(query: Record<string, string>) {
  const rendered = renderWithAuth(<ConfirmWithdrawAddressView />, { router: createFakeRouter({ pathname: '/confirm-withdraw-address', query }) });
  await findHeading('Withdrawal address');
  return rendered;
}

describe('/confirm-withdraw-address', () => {
  it('shows the whole address the link names, confirms it only when asked, then says when it opens', async () => {
    const preview = recordPost('auth/client/withdraw-addresses/by-link', () => ok(pendingAddress));
    const confirm = recordPost('auth/client/withdraw-addresses/confirm', () => ok(youngAddress));
    server.use(preview.handler, confirm.handler);
    await renderConfirm({ token: 'link-token' });

    expect(await screen.findByText(pendingAddress.address)).toBeInTheDocument();
    expect(screen.getByText('Trezor')).toBeInTheDocument();
    expect(preview.bodies).toEqual([{ token: 'link-token' }]);
    expect(confirm.bodies).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: vi('Confirm this address') }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      viWith('Address confirmed. Withdrawals to it open at %time%.', { time: dateTime(youngAddress.opensAt!) }),
    );
    expect(confirm.bodies).toEqual([{ token: 'link-token' }]);
    expect(screen.getByRole('link', { name: vi('Go to your withdrawal addresses') })).toHaveAttribute('href', '/setting/payment');
  });

  it('says so when the link is used, expired or another member\'s', async () => {
    const preview = recordPost('auth/client/withdraw-addresses/by-link', () =>
      fail(400, 'WITHDRAW_ADDRESS_LINK_INVALID', { fields: { token: 'WITHDRAW_ADDRESS_LINK_INVALID' } }),
    );
    server.use(preview.handler);
    await renderConfirm({ token: 'used-token' });
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('This confirmation link is invalid, expired or already used'));
    expect(screen.queryByRole('button', { name: vi('Confirm this address') })).not.toBeInTheDocument();
  });

  it('says so when the link has no token', async () => {
    await renderConfirm({});
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('This link is incomplete: it has no token.'));
  });
});
