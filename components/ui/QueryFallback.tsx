import type { ReactNode } from 'react';
import type { TranslationKey } from '@/config/translate';
import type { ErrorCode } from '@/contract/errors';
import { useTranslation } from '@/hooks/useTranslation';
import Button from './Button';
import Note from './Note';
import Stack from './Stack';

interface QueryFallbackProps {
  /** `error`: the failure, when known; a server's limit (429) is said as such instead of `errorText`. */
  query: { isPending: boolean; refetch: () => unknown; error?: unknown };
  /** What failed, e.g. "The orders could not be loaded." */
  errorText: TranslationKey;
  loadingText?: TranslationKey;
  /** Shown while loading instead of the loading line (a placeholder of the content). */
  loading?: ReactNode;
  /** The id of the loading or error element (the target of an aria-controls). */
  id?: string;
}

const RATE_LIMITED: ErrorCode = 'RATE_LIMITED';

/** Whether the failure is the server's limit of requests (the error's contract code). */
const isRateLimited = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === RATE_LIMITED;

/** What stands in for data not loaded (yet): the loading line, or the error with "Try again" (refetches). */
export default function QueryFallback({ query, errorText, loadingText = 'Loading…', loading, id }: QueryFallbackProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    if (loading) return <>{loading}</>;
    return (
      <Note id={id} role="status">
        {t(loadingText)}
      </Note>
    );
  }
  return (
    <Stack id={id}>
      <Note role="alert">{isRateLimited(query.error) ? t('Too many attempts, try again later') : t(errorText)}</Note>
      <div>
        <Button $variant="neutral" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    </Stack>
  );
}
