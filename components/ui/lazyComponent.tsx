import type { ComponentType } from 'react';
import { componentLoader, useLoadedComponent } from './componentLoader';

export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the code ahead of the first mount (e.g. when the pointer or focus reaches what opens it). */
  preload(): void;
};

/**
 * A component whose chunk is fetched when it first mounts in the browser (never rendered on the server), showing
 * `Loading` (given the same props) or nothing until then: what `next/dynamic` with `ssr: false` does, without adding next/dynamic's
 * loader to the first load of the pages that use it. Once fetched it renders at once wherever it mounts.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Loading?: ComponentType<Props>,
): LazyComponent<Props> {
  const loader = componentLoader(load);

  function LazyComponent(props: Props) {
    const Component = useLoadedComponent(loader);
    if (Component) return <Component {...props} />;
    return Loading ? <Loading {...props} /> : null;
  }
  // A failed fetch is tried again when the component mounts.
  LazyComponent.preload = () => void loader.fetch().catch(() => undefined);
  return LazyComponent;
}
