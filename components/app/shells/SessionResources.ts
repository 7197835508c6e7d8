import { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import type { Persistor } from 'redux-persist';
import { hydrationState, persistor, store, type AppStore, type RootState } from '@/state/store';

/** What the member and public pages keep across navigations: the store and the query cache. */
export interface SessionResources {
  store: AppStore;
  persistor: Persistor;
  queryClient: QueryClient;
  /** The state both the server render and the hydrating client render start from. */
  hydrationState?: RootState;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

let browserQueryClient: QueryClient | undefined;

/** Tests give each render its own resources; the app uses the module's. */
export const SessionResourcesContext = createContext<SessionResources | null>(null);

export function useSessionResources(): SessionResources {
  const injected = useContext(SessionResourcesContext);
  // The server gets a cache per render, the browser one for the whole visit.
  const [queryClient] = useState(() => (typeof window === 'undefined' ? makeQueryClient() : (browserQueryClient ??= makeQueryClient())));
  return injected ?? { store, persistor, queryClient, hydrationState };
}
