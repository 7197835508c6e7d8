import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { ThemeProvider } from 'styled-components';
import AuthProvider from '@/components/auth/AuthProvider';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import ErrorBoundary from '@/components/ui/ErrorBoundary';
import { GlobalStyle } from '@/components/theme/GlobalStyle';
import { theme } from '@/components/theme/theme';
import { hydrationState, persistor, store } from '@/state/store';

function makeQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export default function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <ReduxProvider store={store} serverState={hydrationState}>
      {/* A function child lets the server render the page instead of nothing. */}
      <PersistGate persistor={persistor}>
        {() => (
          <QueryClientProvider client={queryClient}>
            <ThemeProvider theme={theme}>
              <GlobalStyle />
              <LanguageProvider>
                <ErrorBoundary>
                  <AuthProvider>{children}</AuthProvider>
                </ErrorBoundary>
              </LanguageProvider>
              <Toaster position="bottom-right" />
            </ThemeProvider>
          </QueryClientProvider>
        )}
      </PersistGate>
    </ReduxProvider>
  );
}
