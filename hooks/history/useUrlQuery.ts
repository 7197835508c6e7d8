import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';

export type QueryPatch = Record<string, string | number | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The page's query string as plain strings, and `update(patch)` which merges the patch into it
 * (an empty or undefined value removes the key) with a shallow `router.replace`, so a reload
 * keeps the filters and no history entry is added per change.
 */
export function useUrlQuery() {
  const router = useRouter();
  const { query, pathname } = router;

  const values = useMemo(() => {
    const plain: Record<string, string> = {};
    for (const [key, value] of Object.entries(query)) {
      const text = first(value);
      if (text !== undefined && text !== '') plain[key] = text;
    }
    return plain;
  }, [query]);

  const update = useCallback(
    (patch: QueryPatch) => {
      const next: Record<string, string> = { ...values };
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') delete next[key];
        else next[key] = String(value);
      }
      void router.replace({ pathname, query: next }, undefined, { shallow: true, scroll: false });
    },
    [router, pathname, values],
  );

  /** False until Next has read the query of a statically optimised page: do not fetch before. */
  return { values, update, isReady: router.isReady };
}
