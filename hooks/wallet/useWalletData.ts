import { useAppSelector } from '@/state/hooks';
import { selectTokenPrices } from '@/state/tokenPrices/selectors';
import { selectWallets } from '@/state/user/selectors';

/** Prices (with each token's operation settings) and wallets from the store, by code. */
export function useWalletData() {
  const prices = useAppSelector(selectTokenPrices);
  const wallets = useAppSelector(selectWallets);
  const balanceOf = (symbol: string): string | undefined => wallets[symbol as keyof typeof wallets]?.balance;
  return { prices, wallets, balanceOf };
}
