import { useCallback } from 'react';
import { useWallets } from '@/hooks/useWallets';
import { useAppSelector } from '@/state/hooks';
import { selectTokenPrices } from '@/state/tokenPrices/selectors';

/** Prices (with each token's operation settings, from the store) and the wallets' balances (from the query cache), by code. */
export function useWalletData() {
  const prices = useAppSelector(selectTokenPrices);
  const { wallets } = useWallets();
  const balanceOf = useCallback(
    (symbol: string): string | undefined => wallets.find((wallet) => wallet.symbol === symbol)?.balance,
    [wallets],
  );
  return { prices, balanceOf };
}
