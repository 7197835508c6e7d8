import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { REFRESH_INTERVAL_MS } from '@/config/constants';
import { getPrices } from '@/services/coin';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { selectTokenPriceList } from '@/state/tokenPrices/selectors';
import { setTokenPrices } from '@/state/tokenPrices/slice';

/** Loads token prices into the store (persisted, so the last known prices show at once). */
export function useTokenPrices() {
  const dispatch = useAppDispatch();
  const query = useQuery({ queryKey: ['prices'], queryFn: getPrices, refetchInterval: REFRESH_INTERVAL_MS });

  useEffect(() => {
    if (query.data) dispatch(setTokenPrices(query.data));
  }, [dispatch, query.data]);

  const prices = useAppSelector(selectTokenPriceList);
  const known = prices.length > 0;
  return {
    prices,
    isLoading: query.isLoading,
    isError: query.isError,
    /** For QueryState: the last known prices count as loaded while a newer list is fetched. */
    query: { data: known ? prices : query.data, isPending: query.isPending && !known, isError: query.isError, refetch: query.refetch },
  };
}
