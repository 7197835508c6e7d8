import { useCallback, useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'stored-flag-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

/**
 * A yes/no choice of the member kept in local storage under `key` (false by default and on the server), shared by
 * every component and tab that reads it. With storage disabled it stays false.
 */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const read = useCallback(() => readFlag(key), [key]);
  const value = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback(
    (next: boolean) => {
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // storage disabled: nothing is kept
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [value, set];
}
