import { useCallback, useMemo, useState } from 'react';

/** A node to bring into view; `seq` grows with each search, so finding the same node again scrolls again. */
export interface Highlight {
  id: string;
  seq: number;
}

export interface NetworkTreeState {
  expanded: ReadonlySet<string>;
  highlight: Highlight | null;
  toggle(id: string): void;
  /** Expands every ancestor on `path` (level 1 down to the node, inclusive) and highlights the node. */
  reveal(path: readonly string[]): void;
}

export function useNetworkTree(): NetworkTreeState {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [highlight, setHighlight] = useState<Highlight | null>(null);

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const reveal = useCallback((path: readonly string[]) => {
    const target = path.at(-1);
    if (!target) return;
    setExpanded((current) => new Set([...current, ...path.slice(0, -1)]));
    setHighlight((current) => ({ id: target, seq: (current?.seq ?? 0) + 1 }));
  }, []);

  return useMemo(() => ({ expanded, highlight, toggle, reveal }), [expanded, highlight, toggle, reveal]);
}
