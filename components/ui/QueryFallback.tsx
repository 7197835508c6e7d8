import type { ReactNode } from 'react';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';
import Button from './Button';
import Note from './Note';
import Stack from './Stack';

interface QueryFallbackProps {
  query: { isPending: boolean; refetch: () => unknown };
  /** What failed, e.g. "The orders could not be loaded." */
  errorText: TranslationKey;
  loadingText?: TranslationKey;
  /** Shown while loading instead of the loading line (a placeholder of the content). */
  loading?: ReactNode;
  /** The id of the loading or error element (the target of an aria-controls). */
  id?: string;
}

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
      <Note role="alert">{t(errorText)}</Note>
      <div>
        <Button $variant="neutral" onClick={() => void query.refetch()}>
          {t('Try again')}
        </Button>
      </div>
    </Stack>
  );
}
