import { useCallback, useState } from 'react';

/** Which menu groups are open, keyed by group name; a click toggles one. */
export function useExpandedGroups(initiallyOpen: readonly string[] = []) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(initiallyOpen.map((name) => [name, true])),
  );
  const toggle = useCallback((name: string) => setExpanded((state) => ({ ...state, [name]: !state[name] })), []);
  const expand = useCallback((name: string) => setExpanded((state) => (state[name] ? state : { ...state, [name]: true })), []);
  const isExpanded = useCallback((name: string) => !!expanded[name], [expanded]);
  return { isExpanded, toggle, expand };
}
