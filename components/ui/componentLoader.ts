import { useEffect, useState, type ComponentType } from 'react';
import { nextTask } from '@/config/nextTask';

/** A component's code fetched once on demand (a failed fetch is tried again the next time it is asked for). */
export interface ComponentLoader<Props extends object> {
  fetch(): Promise<ComponentType<Props>>;
  /** As fetch, but a fetch not started yet adds its script in a task of its own (see nextTask). */
  fetchSoon(): Promise<ComponentType<Props>>;
  /** The component once its code is there. */
  current(): ComponentType<Props> | undefined;
  /** Sets it when it is known otherwise (the server's own module). */
  provide(component: ComponentType<Props>): void;
}

export function componentLoader<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentLoader<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const fetch = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    fetch,
    fetchSoon: () => pending ?? nextTask().then(fetch),
    current: () => loaded,
    provide(component) {
      loaded = component;
    },
  };
}

/** The loader's component: at once when its code is there, else after fetching it (undefined meanwhile). */
export function useLoadedComponent<Props extends object>(loader: ComponentLoader<Props>): ComponentType<Props> | undefined {
  const [Component, setComponent] = useState<ComponentType<Props> | undefined>(loader.current);
  useEffect(() => {
    if (Component) return undefined;
    let active = true;
    loader
      .fetchSoon()
      .then(
        (component) => {
          if (active) setComponent(() => component);
        },
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [Component, loader]);
  return Component;
}
