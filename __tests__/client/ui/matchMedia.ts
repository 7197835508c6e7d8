/**
 * A minimal window.matchMedia for jsdom, driven by a fake viewport width. Understands the
 * `(min-width: Npx)` / `(max-width: Npx)` conditions joined by `and` that the portal builds.
 */
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener> }>();

export function evaluate(query: string, viewport: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const match = /\((min|max)-width:\s*(\d+)px\)/.exec(part);
    if (!match) return true;
    const limit = Number(match[2]);
    return match[1] === 'min' ? viewport >= limit : viewport <= limit;
  });
}

export function installMatchMedia(initialWidth: number): void {
  width = initialWidth;
  lists.clear();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const entry = { query, matches: evaluate(query, width), listeners: new Set<Listener>() };
      lists.add(entry);
      return {
        media: query,
        get matches() {
          return evaluate(query, width);
        },
        onchange: null,
        addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
        addListener: (listener: Listener) => entry.listeners.add(listener),
        removeListener: (listener: Listener) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      } as unknown as MediaQueryList;
    },
  });
}

/** Changes the fake width and notifies the lists whose result changed. */
export function resizeTo(nextWidth: number): void {
  width = nextWidth;
  lists.forEach((entry) => {
    const matches = evaluate(entry.query, width);
    if (matches === entry.matches) return;
    entry.matches = matches;
    entry.listeners.forEach((listener) => listener({ matches, media: entry.query } as MediaQueryListEvent));
  });
}

export function removeMatchMedia(): void {
  lists.clear();
  Reflect.deleteProperty(window, 'matchMedia');
}
