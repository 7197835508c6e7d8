import { use, useEffect, useState, useSyncExternalStore, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { componentLoader, useLoadedComponent } from './componentLoader';
import type { QueryStatus } from './QueryState';

/** The wrapper takes no box of its own: its content is laid out as if it were the parent's child. */
export const CONTENTS: CSSProperties = { display: 'contents' };
/** Hydration keeps what the server rendered inside an element whose HTML is set (an empty string here). */
export const NO_HTML = { __html: '' };
const noSubscription = () => () => undefined;

/** True when the component's first render was hydration (the server's HTML is there), false when mounted in the browser. */
export function useFirstRenderHydrated(): boolean {
  // False while hydrating (the server's snapshot), true when mounted in the browser: kept from the first render.
  const mountedInBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [hydrated] = useState(() => !mountedInBrowser);
  return hydrated;
}

export type KeptServerHtml<Props extends object> = ((props: Props) => ReactNode) & {
  /** Fetches the code (once); settles when it is there, also when it failed. */
  preload(): Promise<void>;
  isLoaded(): boolean;
};

type ComponentModule<Props extends object> = { default: ComponentType<Props> };

const isPromise = <T,>(value: T | Promise<T>): value is Promise<T> => typeof (value as Promise<T>).then === 'function';

/**
 * A component rendered on the server as usual, whose code the browser fetches only after the first paint: until
 * it is there, the server-rendered HTML stays as it is (hydration leaves it alone), then the component takes its
 * place in one commit (same HTML, so nothing moves). Mounted in the browser without server HTML (a move between
 * pages, or data that came later), it shows `Loading` (given the same props) or nothing until the code is there;
 * a view that waits for data can wait for the code too (`useCodeReady`), so nothing shows in between.
 *
 * `serverModule` is the same module for the server render, given as
 * `typeof window === 'undefined' ? require('./Module') : undefined`: the build drops that branch from the
 * browser's bundle, so the module is only in the chunk `load` fetches. On the server webpack hands an async
 * module (one that waits for another, e.g. the API's) as a promise of it: the render waits for it there.
 */
export function keptServerHtml<Props extends object>(
  load: () => Promise<ComponentModule<Props>>,
  serverModule: ComponentModule<Props> | Promise<ComponentModule<Props>> | undefined,
  Loading?: ComponentType<Props>,
): KeptServerHtml<Props> {
  const loader = componentLoader(load);
  let serverPending: Promise<unknown> | undefined;
  if (serverModule && isPromise(serverModule)) serverPending = serverModule.then((module) => loader.provide(module.default));
  else if (serverModule) loader.provide(serverModule.default);
  const fetchComponent = () => loader.fetch();
  // In the built portal the code is fetched as soon as the page's own code runs (before hydration, and on a move
  // between pages while the page's data loads), so it is mostly there by the time the component renders. Not a task
  // later (nextTask): in CI's browser runs the profile form's code then came after the test had typed into the
  // server's form, and what is typed before the code is there is lost.
  if (typeof window !== 'undefined' && process.env.NODE_ENV === 'production') void fetchComponent().catch(() => undefined);

  function KeptServerHtml(props: Props) {
    // The server's render waits for an async module (a promise of it, see above); the browser has no server module.
    if (!loader.current() && serverPending) use(serverPending);
    const hydrating = useFirstRenderHydrated();
    const Component = useLoadedComponent(loader);

    if (Component) {
      return (
        <div style={CONTENTS}>
          {/* eslint-disable-next-line react-hooks/static-components -- one component per loader, fetched once: never a new one */}
          <Component {...props} />
        </div>
      );
    }
    if (hydrating) return <div style={CONTENTS} suppressHydrationWarning dangerouslySetInnerHTML={NO_HTML} />;
    return <div style={CONTENTS}>{Loading ? <Loading {...props} /> : null}</div>;
  }
  KeptServerHtml.preload = () => fetchComponent().then(
    () => undefined,
    () => undefined,
  );
  KeptServerHtml.isLoaded = () => loader.current() !== undefined;
  return KeptServerHtml;
}

/**
 * True once the code of `component` is there, fetching it from the first render: a view that waits for data
 * keeps showing its loading state until both the data and the code are there (nothing in between).
 */
export function useCodeReady(component: Pick<KeptServerHtml<never>, 'preload' | 'isLoaded'>): boolean {
  const [ready, setReady] = useState(component.isLoaded);
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    void component.preload().then(() => {
      if (active) setReady(component.isLoaded());
    });
    return () => {
      active = false;
    };
  }, [component, ready]);
  return ready;
}

/**
 * `query` shown as still loading until the code of `component` is there too (a failure shows at once): a list whose
 * rows' code comes with its data appears in one piece, and that code is not part of the page's first load.
 */
export function useQueryWithCode<T>(query: QueryStatus<T>, component: Pick<KeptServerHtml<never>, 'preload' | 'isLoaded'>): QueryStatus<T> {
  const codeReady = useCodeReady(component);
  return codeReady || query.isError ? query : { data: undefined, isPending: true, isError: false, refetch: query.refetch };
}
