import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Head from 'next/head';
import { useRouter, type NextRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { OPS_PATHS } from '@/config/opsPaths';

/** Any call answered 401 (the session idled out, ended elsewhere or never was): to the sign-in page, then back. */
function toSignInOn401(router: NextRouter, error: unknown) {
  if ((error as { statusCode?: number } | null)?.statusCode !== 401 || router.pathname === OPS_PATHS.login) return;
  void router.replace({ pathname: OPS_PATHS.login, query: { next: router.asPath } });
}

function newConsoleQueryClient(onError: (error: unknown) => void) {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

/** What every console page has, signed in or not: its own query cache (nothing of the member's), never indexed. */
export default function OpsFrame({ children }: { children: ReactNode }) {
  // The pages router's instance is one for the app's life (its pathname follows each move).
  const router = useRouter();
  const [queryClient] = useState(() => newConsoleQueryClient((error) => toSignInOn401(router, error)));
  return (
    <QueryClientProvider client={queryClient}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {children}
    </QueryClientProvider>
  );
}
