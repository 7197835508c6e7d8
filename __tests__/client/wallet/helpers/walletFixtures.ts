import { screen } from '@testing-library/react';
import type { TokenPrice } from '@/contract/prices';
import type { MemberProfile } from '@/contract/profile';
import type { Wallet } from '@/contract/wallets';
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
