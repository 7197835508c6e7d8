import { useEffect, useRef, type RefObject } from 'react';

type Refs = RefObject<HTMLElement | null> | readonly RefObject<HTMLElement | null>[];

/**
 * Calls `handler` when a pointer goes down outside every element of `refs` (a menu and its
 * trigger, say). Listens only while `enabled`.
 */
export function useOnClickOutside(refs: Refs, handler: (event: PointerEvent) => void, enabled = true): void {
  const latest = useRef({ refs, handler });
  useEffect(() => {
    latest.current = { refs, handler };
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const current = latest.current.refs;
      const list = Array.isArray(current) ? current : [current as RefObject<HTMLElement | null>];
      if (list.some((ref) => ref.current?.contains(target))) return;
      latest.current.handler(event);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [enabled]);
}
