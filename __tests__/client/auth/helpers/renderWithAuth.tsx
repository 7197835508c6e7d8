import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement, ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { Provider as ReduxProvider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import SiteSettingsProvider from '@/components/app/SiteSettingsProvider';
import { SessionResourcesContext } from '@/components/app/shells/SessionResources';
import AuthProvider from '@/components/auth/AuthProvider';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import { theme } from '@/components/ui/theme/theme';
import vietnamese from '@/locales/vi-VN.json';
import { makeStore, type AppStore } from '@/state/makeStore';
import { persistStore } from 'redux-persist';
import { createFakeRouter, type FakeRouter } from './fakeRouter';

// react-hot-toast reads prefers-reduced-motion; jsdom has no matchMedia.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

afterEach(() => toast.remove());

interface Options {
  router?: FakeRouter;
  store?: AppStore;
  /**
   * false: no store, query cache or AuthProvider around `ui`, which brings its own (a page's shell);
   * the shell then uses this render's store and query client.
   */
  withSession?: boolean;
}

/** The providers of the app around `ui`, with a fake router, a fresh store and query client. */
export function renderWithAuth(ui: ReactElement, { router = createFakeRouter(), store = makeStore(), withSession = true }: Options = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const resources = { store, persistor: persistStore(store), queryClient };
  const session = (children: ReactNode) =>
    withSession ? (
      <ReduxProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </ReduxProvider>
    ) : (
      children
    );
  const result = render(
    <RouterContext.Provider value={router}>
      <SessionResourcesContext.Provider value={resources}>
        <ThemeProvider theme={theme}>
          <LanguageProvider>
            <SiteSettingsProvider>{session(ui)}</SiteSettingsProvider>
            <Toaster />
          </LanguageProvider>
        </ThemeProvider>
      </SessionResourcesContext.Provider>
    </RouterContext.Provider>,
  );
  return { ...result, router, store, queryClient };
}

/** Waits until the Vietnamese table is in (the page heading is translated). */
export function findHeading(key: keyof typeof vietnamese) {
  return screen.findByRole('heading', { name: vietnamese[key] });
}
