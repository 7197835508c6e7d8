import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose chunk is fetched when it first mounts in the browser (never rendered on the server), showing
 * `Loading` (given the same props) or nothing until then: what `next/dynamic` with `ssr: false` does, without adding next/dynamic's
 * loader to the first load of the pages that use it. Once fetched it renders at once wherever it mounts.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  Loading?: ComponentType<Props>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const fetchComponent = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };

  function LazyComponent(props: Props) {
    const [Component, setComponent] = useState<ComponentType<Props> | undefined>(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let active = true;
      fetchComponent().then(
        (component) => {
          if (active) setComponent(() => component);
        },
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, [Component]);
    if (Component) return <Component {...props} />;
    return Loading ? <Loading {...props} /> : null;
  }
  return LazyComponent;
}
