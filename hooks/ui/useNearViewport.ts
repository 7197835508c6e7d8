import { useEffect, useRef, type RefObject } from 'react';

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, () => void>;
}

// One observer per margin for the whole page, however many elements watch.
const observers = new Map<string, SharedObserver>();

function sharedObserver(rootMargin: string): SharedObserver {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const callbacks = new Map<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => {
          if (entry.isIntersecting || entry.intersectionRatio > 0) callbacks.get(entry.target)?.();
        });
      },
      { rootMargin },
    );
    shared = { observer, callbacks };
    observers.set(rootMargin, shared);
  }
  return shared;
}

/** Calls `onNear` each time the element comes within the margin of the viewport, until the returned stop is called. */
export function watchNearViewport(element: Element, rootMargin: string, onNear: () => void): () => void {
  const shared = sharedObserver(rootMargin);
  shared.callbacks.set(element, onNear);
  shared.observer.observe(element);
  return () => {
    shared.callbacks.delete(element);
    shared.observer.unobserve(element);
    if (shared.callbacks.size === 0) {
      shared.observer.disconnect();
      observers.delete(rootMargin);
    }
  };
}

/**
 * Calls `onNear` once when the element comes within `distance` px of the viewport. Does nothing
 * while `enabled` is false or where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>, distance: number, onNear: () => void, enabled = true): void {
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    let stop: (() => void) | null = watchNearViewport(element, `${distance}px`, () => {
      stop?.();
      stop = null;
      latest.current();
    });
    return () => stop?.();
  }, [ref, distance, enabled]);
}
