import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { TOKEN_SYMBOLS } from '@/contract/enums';
import { REFRESH_INTERVAL_MS } from '@/config/constants';
import { getWallets } from '@/services/wallet';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectWallets } from '@/state/user/selectors';
import { setWallets } from '@/state/user/slice';

/** The member's wallets, refreshed every minute and kept in the user slice (keyed by symbol). */
export function useWallets() {
  const dispatch = useAppDispatch();
  const query = useQuery({ queryKey: ['wallets'], queryFn: getWallets, refetchInterval: REFRESH_INTERVAL_MS });

  useEffect(() => {
    if (query.data) dispatch(setWallets(query.data));
  }, [dispatch, query.data]);

  const bySymbol = useAppSelector(selectWallets);
  const wallets = TOKEN_SYMBOLS.flatMap((symbol) => (bySymbol[symbol] ? [bySymbol[symbol]] : []));
  return { wallets, isLoading: query.isLoading && wallets.length === 0, isError: query.isError };
}
