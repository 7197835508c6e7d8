import type { ReactNode } from 'react';
import FullPageLoader from '@/components/app/FullPageLoader';
import ErrorNote from '@/components/ui/ErrorNote';
import type { OperatorSessionView } from '@/contract/operators';
import { useOperatorSession } from '@/hooks/ops/useOperatorSession';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * Renders the page for the signed-in operator. Without a session the query's 401 sends to the sign-in page
 * (OpsFrame); the loader stays until then.
 */
export default function OperatorGate({ children }: { children: (operator: OperatorSessionView) => ReactNode }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  if (session.data) return children(session.data);
  if (session.isError && session.error && (session.error as { statusCode?: number }).statusCode !== 401) {
    return (
      <main id="main">
        <ErrorNote role="alert">{t('The console could not be reached, please try again')}</ErrorNote>
      </main>
    );
  }
  return <FullPageLoader />;
}
