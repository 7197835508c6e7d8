import { useCallback, useState } from 'react';

interface Visited {
  /** The filters the cursors belong to. */
  key: string;
  cursors: string[];
}

const cursorsOf = (visited: Visited, key: string) => (visited.key === key ? visited.cursors : []);

/**
 * The pages of a list paged by key, visited one after another: the cursors of the pages opened so far (the
 * first page has none), so Newer goes back through them. A new `resetKey` (the filters) starts again at the
 * first page. The cursors stay in memory: a reload starts at the first page.
 */
export function useCursorPager(resetKey: string) {
  const [visited, setVisited] = useState<Visited>({ key: resetKey, cursors: [] });
  const cursors = cursorsOf(visited, resetKey);

  /** Opens the next (older) page: the `nextCursor` of the page shown. */
  const older = useCallback(
    (nextCursor: string | null) => {
      if (nextCursor) setVisited((previous) => ({ key: resetKey, cursors: [...cursorsOf(previous, resetKey), nextCursor] }));
    },
    [resetKey],
  );
  /** Back to the page before (newer). */
  const newer = useCallback(
    () => setVisited((previous) => ({ key: resetKey, cursors: cursorsOf(previous, resetKey).slice(0, -1) })),
    [resetKey],
  );

  return {
    /** The cursor of the page to show; undefined for the first page. */
    cursor: cursors.at(-1),
    /** 1 for the first page. */
    page: cursors.length + 1,
    older,
    newer,
  };
}
