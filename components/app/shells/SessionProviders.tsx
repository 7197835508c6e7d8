import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import AuthProvider from '@/components/auth/AuthProvider';
import { useSessionResources } from './SessionResources';

/** The store, the query cache and the signed-in state of member and public pages. */
export default function SessionProviders({ children }: { children: ReactNode }) {
  const { store, persistor, queryClient, hydrationState } = useSessionResources();
  return (
    <ReduxProvider store={store} serverState={hydrationState}>
      {/* A function child lets the server render the page instead of nothing. */}
      <PersistGate persistor={persistor}>
        {() => (
          <QueryClientProvider client={queryClient}>
            <AuthProvider>{children}</AuthProvider>
          </QueryClientProvider>
        )}
      </PersistGate>
    </ReduxProvider>
  );
}
