import { act } from '@testing-library/react';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

interface ObserverRecord {
  callback: Callback;
  margin?: string;
  targets: Element[];
}

/** Every IntersectionObserver made since installFakeIntersectionObserver(), with what it watches. */
export const observed: ObserverRecord[] = [];

class FakeIntersectionObserver {
  private readonly record: ObserverRecord;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, targets: [] };
    observed.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve(target: Element) {
    this.record.targets = this.record.targets.filter((element) => element !== target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

/** jsdom has no IntersectionObserver: this one comes near the viewport only when scrollNear() says so. */
export function installFakeIntersectionObserver(): void {
  observed.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
}

export function removeFakeIntersectionObserver(): void {
  Reflect.deleteProperty(window, 'IntersectionObserver');
}

/** What the browser reports when the element scrolls to within an observer's margin of the viewport. */
export function scrollNear(element: Element): void {
  act(() => {
    observed
      .filter((record) => record.targets.includes(element))
      .forEach((record) => record.callback([{ target: element, isIntersecting: true, intersectionRatio: 0.1 }]));
  });
}
