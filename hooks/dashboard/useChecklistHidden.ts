import { useCallback, useSyncExternalStore } from 'react';

const KEY_PREFIX = 'gettingStartedHidden:';
const CHANGE_EVENT = 'getting-started-hidden-change';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Whether the member hid the dashboard's getting-started list on this browser (kept per member in local storage). */
export function useChecklistHidden(username: string): [boolean, () => void] {
  const key = `${KEY_PREFIX}${username}`;
  const read = useCallback(() => {
    try {
      return window.localStorage.getItem(key) === 'true';
    } catch {
      return false;
    }
  }, [key]);
  const hidden = useSyncExternalStore(subscribe, read, () => false);
  const hide = useCallback(() => {
    try {
      window.localStorage.setItem(key, 'true');
    } catch {
      // storage disabled: hidden until the page is left
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [key]);
  return [hidden, hide];
}
