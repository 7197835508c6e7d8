import { useQuery } from '@tanstack/react-query';
import { TOKEN_SYMBOLS } from '@/contract/enums';
import { REFRESH_INTERVAL_MS } from '@/config/constants';
import { WALLETS_QUERY_KEY } from '@/services/moneyQueryKeys';
import { getWallets } from '@/services/wallet';
import type { Wallet } from '@/contract/wallets';

const NO_WALLETS: readonly Wallet[] = [];

/** The known tokens' wallets, in the order of TOKEN_SYMBOLS. */
function inTokenOrder(list: readonly Wallet[]): Wallet[] {
  return TOKEN_SYMBOLS.flatMap((symbol) => list.find((wallet) => wallet.symbol === symbol) ?? []);
}

/** The member's wallets from the query cache, refreshed every minute (the money calls invalidate them). */
export function useWallets() {
  const query = useQuery({
    queryKey: WALLETS_QUERY_KEY,
    queryFn: getWallets,
    refetchInterval: REFRESH_INTERVAL_MS,
    select: inTokenOrder,
  });
  return { wallets: query.data ?? NO_WALLETS, isLoading: query.isLoading, isError: query.isError, query };
}
