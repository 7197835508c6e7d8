import { useCallback, useMemo, useState } from 'react';
import type { DownlineNode } from '@/contract/network';

/** The key of a level: its parent's `_id`, or ROOT_LEVEL for the member's own level 1. */
export const ROOT_LEVEL = 'root';

/** A node to bring into view; `seq` grows with each search, so finding the same node again scrolls again. */
export interface Highlight {
  id: string;
  seq: number;
}

export interface NetworkTreeState {
  expanded: ReadonlySet<string>;
  highlight: Highlight | null;
  /** Per level key, the member found on the path: shown in its level even before its page is loaded. */
  revealed: ReadonlyMap<string, DownlineNode>;
  toggle(id: string): void;
  /** Expands every ancestor of the path's members (level 1 down to the node, inclusive) and highlights the node. */
  reveal(nodes: readonly DownlineNode[]): void;
}

export function useNetworkTree(): NetworkTreeState {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [revealed, setRevealed] = useState<ReadonlyMap<string, DownlineNode>>(() => new Map());

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const reveal = useCallback((nodes: readonly DownlineNode[]) => {
    const target = nodes.at(-1);
    if (!target) return;
    const path = nodes.map((node) => node._id);
    setExpanded((current) => new Set([...current, ...path.slice(0, -1)]));
    setRevealed((current) => new Map([...current, ...nodes.map((node, index) => [path[index - 1] ?? ROOT_LEVEL, node] as const)]));
    setHighlight((current) => ({ id: target._id, seq: (current?.seq ?? 0) + 1 }));
  }, []);

  return useMemo(() => ({ expanded, highlight, revealed, toggle, reveal }), [expanded, highlight, revealed, toggle, reveal]);
}
