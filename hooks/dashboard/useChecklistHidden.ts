import { useCallback } from 'react';
import { useStoredFlag } from '@/hooks/useStoredFlag';

const KEY_PREFIX = 'gettingStartedHidden:';

/** Whether the member hid the dashboard's getting-started list on this browser (kept per member in local storage). */
export function useChecklistHidden(username: string): [boolean, () => void] {
  const [hidden, setHidden] = useStoredFlag(`${KEY_PREFIX}${username}`);
  const hide = useCallback(() => setHidden(true), [setHidden]);
  return [hidden, hide];
}
