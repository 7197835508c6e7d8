import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import AuthProvider from '@/components/auth/AuthProvider';
import type { RootState } from '@/state/store';
import { setUser } from '@/state/user/slice';
import type { ServerSession } from '../pageTypes';
import { useSessionResources } from './SessionResources';

interface SessionProvidersProps {
  children: ReactNode;
  /** The member the server rendered the page for: both renders start with them. */
  session?: ServerSession;
}

function withUser(state: RootState | undefined, session: ServerSession | undefined): RootState | undefined {
  if (!state || !session) return state;
  return { ...state, user: { ...state.user, user: session.user } };
}

/** The store, the query cache and the signed-in state of member and public pages. */
export default function SessionProviders({ children, session }: SessionProvidersProps) {
  const { store, queryClient, hydrationState } = useSessionResources();
  // Only the browser's store takes the member: on the server the store is shared by every request.
  useState(() => {
    if (session && typeof window !== 'undefined') store.dispatch(setUser(session.user));
  });
  const serverState = useMemo(() => withUser(hydrationState, session), [hydrationState, session]);
  return (
    <ReduxProvider store={store} serverState={serverState}>
      {/* No PersistGate (the page renders at once, on the server too; what waits for the stored state reads
          useRehydrated): its react integration would only re-render the page when the state is back. */}
      <QueryClientProvider client={queryClient}>
        <AuthProvider startsSignedIn={Boolean(session)}>{children}</AuthProvider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
