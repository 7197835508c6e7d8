import { useCallback, useSyncExternalStore } from 'react';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Calls `onChange` whenever one of the media conditions starts or stops matching. */
export function subscribeToMediaQueries(queries: readonly string[], onChange: () => void): () => void {
  if (!canMatchMedia()) return () => undefined;
  const lists = queries.map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

export function matchesMediaQuery(query: string): boolean {
  return canMatchMedia() && window.matchMedia(query).matches;
}

const onServer = () => false;

/**
 * Whether a media condition such as `(min-width: 1024px)` matches. False on the server and
 * during hydration; the real value follows right after mount, then every change.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToMediaQueries([query], onChange), [query]);
  const getSnapshot = useCallback(() => matchesMediaQuery(query), [query]);
  return useSyncExternalStore(subscribe, getSnapshot, onServer);
}
