import { useCallback } from 'react';
import { useStoredFlag } from './useStoredFlag';

export const SIDE_MENU_COLLAPSED_KEY = 'sideMenuCollapsed';

/** Expanded by default; the member's choice is kept in local storage so it survives a reload. */
export function useSideMenuCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useStoredFlag(SIDE_MENU_COLLAPSED_KEY);
  const toggle = useCallback(() => setCollapsed(!collapsed), [collapsed, setCollapsed]);
  return [collapsed, toggle];
}
