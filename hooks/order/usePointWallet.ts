import { useState } from 'react';
import { POINT_PAYMENT_SYMBOLS, type PointPaymentSymbol } from '@/contract/enums';
import { BigNumber } from '@/config/bignumber';
import { useCart } from '@/hooks/order/useCart';
import { useWalletData } from '@/hooks/wallet/useWalletData';

/** The wallet offered before any covers the total (and while the balances load). */
export const FALLBACK_POINT_WALLET: PointPaymentSymbol = 'EV';

/** What the cart costs from a wallet: EV at the point price, USDT at the price. */
export function pointAmountOf(totals: { total: string; pointTotal: string }, symbol: PointPaymentSymbol): string {
  return symbol === 'EV' ? totals.pointTotal : totals.total;
}

/** The first wallet (EV, then USDT) whose balance covers what the cart costs from it; EV when none does. */
export function defaultPointWallet(
  totals: { total: string; pointTotal: string },
  balanceOf: (symbol: PointPaymentSymbol) => string | undefined,
): PointPaymentSymbol {
  const covers = (symbol: PointPaymentSymbol) => {
    const balance = balanceOf(symbol);
    return balance !== undefined && new BigNumber(balance).gte(pointAmountOf(totals, symbol));
  };
  return POINT_PAYMENT_SYMBOLS.find(covers) ?? FALLBACK_POINT_WALLET;
}

/**
 * The wallet that pays a point order: the member's choice once made; until then the first wallet that covers the
 * total, so the page never opens on an empty wallet while another holds enough.
 */
export function usePointWallet() {
  const { totals } = useCart();
  const { balanceOf } = useWalletData();
  const [chosen, setChosen] = useState<PointPaymentSymbol | null>(null);
  const symbol = chosen ?? defaultPointWallet(totals, balanceOf);
  return { symbol, choose: setChosen };
}
