import { screen } from '@testing-library/react';
import type { TokenPrice } from '@/contract/prices';
import type { MemberProfile } from '@/contract/profile';
import type { Wallet } from '@/contract/wallets';
import type { Withdrawal } from '@/contract/ledger';
import type { MoneyOutStatus, WithdrawAddress } from '@/contract/withdraw-addresses';
import WalletView from '@/components/wallet/WalletView';
import { prices } from '../../../setup/fixtures';
import { renderSettings, vi, viWith } from '../../settings/helpers/renderSettings';
import { account, apiUrl, fail, handle, HttpResponse, ok, recordJson, server, signedInAs } from '../../settings/helpers/settingsFixtures';

export { account, apiUrl, fail, handle, HttpResponse, ok, prices, recordJson, server, vi, viWith };

export const wallets: Wallet[] = [
  { symbol: 'USDT', balance: '1000', isCurrency: true },
  { symbol: 'EV', balance: '500', isCurrency: false },
  { symbol: 'EC', balance: '40', isCurrency: false },
];

/** EC too (the shared fixtures have USDT and EV): buyPrice 0.5, the same 1 % (min 0.5) / minimum 10. */
export const pricesWithEc: TokenPrice[] = [
  ...prices,
  { ...prices[0], _id: 't-ec', code: 'EC', price: '0.5', buyPrice: '0.5' },
];

/** Answers the wallets (their current value, which a test can change) and counts the requests. */
export function answerWallets(initial: Wallet[] = wallets) {
  const state = { calls: 0, current: initial };
  server.use(
    handle.get(apiUrl('auth/client/wallets'), () => {
      state.calls += 1;
      return ok(state.current);
    }),
  );
  return state;
}

/** demo-like book entries: one usable, one in its delay (opens 2026-03-05 12:00 UTC), one awaiting its link. */
export const usableAddress: WithdrawAddress = {
  _id: 'a-usable',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  label: 'Binance',
  source: 'MEMBER',
  status: 'USABLE',
  createdAt: '2026-02-01T00:00:00.000Z',
  confirmedAt: '2026-02-01T00:00:00.000Z',
  opensAt: '2026-02-02T00:00:00.000Z',
};
export const youngAddress: WithdrawAddress = {
  ...usableAddress,
  _id: 'a-young',
  address: '0xde709f2102306220921060314715629080e2fb77',
  label: 'Ledger',
  status: 'IN_DELAY',
  confirmedAt: '2026-03-04T12:00:00.000Z',
  opensAt: '2026-03-05T12:00:00.000Z',
};
export const pendingAddress: WithdrawAddress = {
  ...usableAddress,
  _id: 'a-pending',
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  label: 'Trezor',
  status: 'AWAITING_CONFIRMATION',
  confirmedAt: null,
  opensAt: null,
};

/** Answers the address book with these entries. */
export function bookIs(items: WithdrawAddress[]) {
  server.use(handle.get(apiUrl('auth/client/withdraw-addresses'), () => ok({ items, delayHours: 24, maxAddresses: 20 })));
}

/** Answers the money-out rules. */
export function moneyOutIs(status: Partial<MoneyOutStatus>) {
  server.use(handle.get(apiUrl('auth/transaction/money-out'), () => ok({ blocked: false, heldUntil: null, kycRequired: false, ...status })));
}

/** A withdrawal as the API lists it (pending to the usable address unless changed). */
export const withdrawal = (change: Partial<Withdrawal> = {}): Withdrawal => ({
  _id: 'w-1',
  symbol: 'USDT',
  amount: '50',
  fee: '1',
  address: usableAddress.address,
  addressId: usableAddress._id,
  addressLabel: 'Binance',
  chainId: 97,
  txHash: null,
  reference: 'WD-0123456789AB',
  status: 'PENDING',
  reason: null,
  createdAt: '2026-03-04T05:06:00.000Z',
  decidedAt: null,
  ...change,
});

/** A member with a secure password (2FA off unless `profile` says otherwise), wallets and prices. */
export async function renderWallet(profile: Partial<MemberProfile> = {}, tokenPrices: TokenPrice[] = pricesWithEc) {
  signedInAs({ ...account, ...profile });
  server.use(handle.get(apiUrl('public/coin/prices'), () => ok(tokenPrices)));
  const walletCalls = answerWallets();
  const view = await renderSettings(WalletView, '/wallet', 'Wallet');
  await screen.findByTestId('balance-USDT');
  return { ...view, walletCalls };
}

/** A money operation's success answer, shaped like the server's. */
export const swapAnswer = (body: Record<string, unknown>) =>
  ok({ reference: 'SW-1', fromSymbol: body.fromSymbol, toSymbol: body.toSymbol, amount: body.amount, fee: '1', received: '400', entries: [] });
