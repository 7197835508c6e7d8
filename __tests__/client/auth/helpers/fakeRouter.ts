import type { NextRouter } from 'next/router';

type Url = Parameters<NextRouter['push']>[0];

export interface FakeRouter extends NextRouter {
  /** Every URL given to push or replace, in order, as text. */
  visited: string[];
}

function asText(url: Url): string {
  if (typeof url === 'string') return url;
  const search = url.query && typeof url.query === 'object' ? `?${new URLSearchParams(url.query as Record<string, string>)}` : '';
  return `${url.pathname ?? ''}${search}`;
}

/**
 * A pages-router stand-in for `RouterContext` (next-router-mock is not installed): it records
 * navigations instead of performing them, so `useRouter()` in the code under test reads
 * `pathname`/`query` from here and tests assert on `push`, `replace` or `visited`.
 */
export function createFakeRouter({ pathname = '/', query = {} }: { pathname?: string; query?: NextRouter['query'] } = {}): FakeRouter {
  const visited: string[] = [];
  const navigate = (url: Url) => {
    visited.push(asText(url));
    return Promise.resolve(true);
  };
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (Array.isArray(value) ? value : [value ?? '']).map((v) => [key, v])),
  ).toString();
  return {
    visited,
    route: pathname,
    pathname,
    query,
    asPath: search ? `${pathname}?${search}` : pathname,
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isPreview: false,
    isFallback: false,
    push: jest.fn(navigate),
    replace: jest.fn(navigate),
    reload: jest.fn(),
    back: jest.fn(),
    forward: jest.fn(),
    prefetch: jest.fn(() => Promise.resolve()),
    beforePopState: jest.fn(),
    events: { on: jest.fn(), off: jest.fn(), emit: jest.fn() },
  };
}
