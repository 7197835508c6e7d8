import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { findDownlineMatches } from '@/services/network';
import { networkKeys } from './queryKeys';

/** Typing pauses this long before the team is searched (the team's pages share a per-minute limit). */
export const MATCH_DELAY_MS = 300;
/** Suggestions start at this many characters; "Find" searches any. */
export const MATCH_MIN_LENGTH = 2;

/** `value`, once it stopped changing for `delay` ms. */
function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Members of the caller's team whose username or name starts with the typed text, as it is typed. */
export function useDownlineMatches(typed: string) {
  const q = useSettled(typed.trim(), MATCH_DELAY_MS);
  const query = useQuery({
    queryKey: networkKeys.matches(q),
    queryFn: () => findDownlineMatches(q),
    enabled: q.length >= MATCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const queryClient = useQueryClient();
  /** The matches of `text` now (the "Find" button), from the cache when it was just asked. */
  const findNow = useCallback(
    (text: string) => queryClient.fetchQuery({ queryKey: networkKeys.matches(text), queryFn: () => findDownlineMatches(text), staleTime: 30_000 }),
    [queryClient],
  );
  return { ...query, q, findNow };
}
