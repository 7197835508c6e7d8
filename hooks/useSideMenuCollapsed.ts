import { useCallback, useSyncExternalStore } from 'react';

export const SIDE_MENU_COLLAPSED_KEY = 'sideMenuCollapsed';
const CHANGE_EVENT = 'side-menu-collapsed-change';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDE_MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Expanded by default; the member's choice is kept in local storage so it survives a reload. */
export function useSideMenuCollapsed(): [boolean, () => void] {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => false);

  const toggle = useCallback(() => {
    try {
      window.localStorage.setItem(SIDE_MENU_COLLAPSED_KEY, String(!readCollapsed()));
    } catch {
      // storage disabled: the menu stays as it is
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);

  return [collapsed, toggle];
}
