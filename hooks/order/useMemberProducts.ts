import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getProducts } from '@/services/product';
import { useAppDispatch } from '@/state/hooks';
import { syncCartProducts } from '@/state/cart/slice';

export const MEMBER_PRODUCTS_QUERY_KEY = ['products', 'member'] as const;

/**
 * The member's catalogue (packages and mining units); the cart takes its current names and prices from it.
 * An empty answer leaves the cart alone (a glitch must not wipe it; the server refuses unknown products anyway).
 */
export function useMemberProducts() {
  const dispatch = useAppDispatch();
  const query = useQuery({ queryKey: MEMBER_PRODUCTS_QUERY_KEY, queryFn: () => getProducts(), staleTime: 5 * 60_000 });

  useEffect(() => {
    if (query.data?.length) dispatch(syncCartProducts(query.data));
  }, [dispatch, query.data]);

  return query;
}
