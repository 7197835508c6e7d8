import { useState, useSyncExternalStore, type RefObject } from 'react';
import { useNearViewport } from './useNearViewport';

const noSubscription = () => () => undefined;
const canObserve = () => typeof IntersectionObserver !== 'undefined';
const serverCanObserve = () => true;

/**
 * True once the element has come within `distance` px of the viewport, so that costly drawing
 * (QR codes, charts) waits until it can be seen. True at once where IntersectionObserver is missing.
 */
export function useSeenNearViewport(ref: RefObject<Element | null>, distance: number): boolean {
  const [seen, setSeen] = useState(false);
  const observable = useSyncExternalStore(noSubscription, canObserve, serverCanObserve);
  useNearViewport(ref, distance, () => setSeen(true), observable);
  return seen || !observable;
}
