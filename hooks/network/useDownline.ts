import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DownlineNode } from '@/contract/network';
import type { DownlineSort } from '@/contract/requests/network';
import { getDownline } from '@/services/network';
import { networkKeys } from './queryKeys';

/**
 * Direct children of `parentId` (null: the member's level 1), a page at a time, cached per node: collapsing and
 * reopening asks nothing. `sort` orders the level on the server (each order has its own pages). `nodes` are the pages loaded so far; `loadMore` asks for the next page.
 */
export function useDownline(parentId: string | null, sort: DownlineSort = 'joined') {
  const query = useInfiniteQuery({
    queryKey: networkKeys.downline(parentId, sort),
    queryFn: ({ pageParam }) => getDownline(parentId ?? undefined, pageParam ?? undefined, sort),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60_000,
  });
  const { data, error, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  const nodes = useMemo<DownlineNode[] | undefined>(() => data?.pages.flatMap((page) => page.items), [data]);

  return {
    query: { data: nodes, error, isPending, isError, refetch },
    hasMore: hasNextPage,
    loadMore: () => void fetchNextPage(),
    isLoadingMore: isFetchingNextPage,
    /** The next page could not be loaded (the pages before stay). */
    moreFailed: isError && nodes !== undefined,
  };
}

export type DownlinePages = ReturnType<typeof useDownline>;
