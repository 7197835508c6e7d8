import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import initHeadManager from 'next/dist/client/head-manager';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { useState } from 'react';
import PageShell from '@/components/app/PageShell';
import type { PortalPage } from '@/components/app/pageTypes';
import { createFakeRouter, type FakeRouter } from '../../auth/helpers/fakeRouter';
import { renderWithAuth } from '../../auth/helpers/renderWithAuth';
import { signIn, vi } from '../../shell/helpers/renderShell';

export { signIn, vi };

type Url = Parameters<NextRouter['replace']>[0];
type Query = NextRouter['query'];

function queryOf(url: Url): Query {
  if (typeof url === 'string') return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  return (url.query ?? {}) as Query;
}

/** Every query the page asked the router to show (shallow replace), in order. */
export interface RouteLog {
  queries: Query[];
  replace: jest.Mock;
}

/**
 * A page inside the shell and the app's providers, with a router that follows `replace`: the new
 * query becomes `router.query`, as a shallow replace does in Next (the fake router of the shell
 * helpers only records). `routes.queries` lists each replaced query.
 */
export function renderHistory(Page: PortalPage, { path, query = {} }: { path: string; query?: Query }) {
  const routes: RouteLog = { queries: [], replace: jest.fn() };
  let setQuery: (next: Query) => void = () => undefined;

  const live = (current: Query): FakeRouter => {
    const router = createFakeRouter({ pathname: path, query: current });
    router.replace = routes.replace.mockImplementation((url: Url) => {
      const next = queryOf(url);
      routes.queries.push(next);
      setQuery(next);
      return Promise.resolve(true);
    });
    return router;
  };

  function Routed() {
    const [current, set] = useState<Query>(query);
    setQuery = set;
    return (
      <RouterContext.Provider value={live(current)}>
        <PageShell Component={Page} pageProps={{}} />
      </RouterContext.Provider>
    );
  }

  const view = renderWithAuth(
    <HeadManagerContext.Provider value={initHeadManager()}>
      <Routed />
    </HeadManagerContext.Provider>,
    { router: createFakeRouter({ pathname: path, query }) },
  );
  return { ...view, user: userEvent.setup(), routes };
}

/** Waits for the page heading in Vietnamese (translations and session are in). */
export function findHeading(key: Parameters<typeof vi>[0]) {
  return screen.findByRole('heading', { level: 1, name: vi(key) });
}

/** Texts with %placeholders% filled, in Vietnamese. */
export function viWith(key: Parameters<typeof vi>[0], values: Record<string, string | number>): string {
  return Object.entries(values).reduce((text, [name, value]) => text.replace(`%${name}%`, String(value)), vi(key));
}
