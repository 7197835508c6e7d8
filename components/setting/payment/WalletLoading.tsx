import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import Button from '@/components/ui/Button';
import Note from '@/components/ui/Note';
import Notice from '@/components/ui/Notice';
import { useTranslation } from '@/hooks/useTranslation';

/** Shown while the wallet part's chunk loads, or when it could not be loaded. */
export default function WalletLoading({ error, retry }: DynamicOptionsLoadingProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Notice role="alert">
        {t('The wallet connection could not be loaded.')}{' '}
        {retry && <Button $variant="secondary" onClick={retry}>{t('Try again')}</Button>}
      </Notice>
    );
  }
  return <Note role="status">{t('Loading the wallet connection…')}</Note>;
}
