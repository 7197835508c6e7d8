import type { ReactNode } from 'react';
import FullPageLoader from '@/components/ui/FullPageLoader';
import QueryFallback from '@/components/ui/QueryFallback';
import type { OperatorSessionView } from '@/contract/operators';
import { useOperatorSession } from '@/hooks/ops/useOperatorSession';

/**
 * Renders the page for the signed-in operator. Without a session the query's 401 sends to the sign-in page
 * (OpsFrame); the loader stays until then. Another failure says so, with "Try again".
 */
export default function OperatorGate({ children }: { children: (operator: OperatorSessionView) => ReactNode }) {
  const session = useOperatorSession();
  if (session.data) return children(session.data);
  if (session.isError && (session.error as { statusCode?: number } | null)?.statusCode !== 401) {
    return (
      <main id="main">
        <QueryFallback query={session} errorText="The console could not be reached, please try again" />
      </main>
    );
  }
  return <FullPageLoader />;
}
