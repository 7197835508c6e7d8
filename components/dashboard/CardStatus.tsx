import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';

interface CardStatusProps {
  isPending: boolean;
  /** What failed, e.g. "The team totals could not be loaded." */
  errorText: TranslationKey;
  onRetry: () => void;
}

/** A card's loading line, or its error with "Try again". */
export default function CardStatus({ isPending, errorText, onRetry }: CardStatusProps) {
  const { t } = useTranslation();
  if (isPending) return <Note role="status">{t('Loading…')}</Note>;
  return (
    <Stack>
      <Note role="alert">{t(errorText)}</Note>
      <div>
        <SecondaryButton type="button" onClick={onRetry}>
          {t('Try again')}
        </SecondaryButton>
      </div>
    </Stack>
  );
}
