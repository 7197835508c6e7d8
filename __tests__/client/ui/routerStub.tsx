import mitt from 'next/dist/shared/lib/mitt';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';

/** The parts of the Next router our UI pieces use: events, prefetch, push. */
export function createRouterStub() {
  return {
    pathname: '/',
    asPath: '/',
    query: {},
    events: mitt(),
    prefetch: jest.fn(() => Promise.resolve()),
    push: jest.fn(() => Promise.resolve(true)),
    replace: jest.fn(() => Promise.resolve(true)),
    beforePopState: jest.fn(),
  };
}

export type RouterStub = ReturnType<typeof createRouterStub>;

export function RouterStubProvider({ router, children }: { router: RouterStub; children: ReactNode }) {
  return <RouterContext.Provider value={router as unknown as NextRouter}>{children}</RouterContext.Provider>;
}
