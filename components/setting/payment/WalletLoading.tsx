import type { DynamicOptionsLoadingProps } from 'next/dynamic';
import { Notice, SecondaryButton } from '@/components/auth/styles';
import { useTranslation } from '@/hooks/useTranslation';
import { StatusText } from './styles';

/** Shown while the wallet part's chunk loads, or when it could not be loaded. */
export default function WalletLoading({ error, retry }: DynamicOptionsLoadingProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Notice role="alert">
        {t('The wallet connection could not be loaded.')}{' '}
        {retry && <SecondaryButton onClick={retry}>{t('Try again')}</SecondaryButton>}
      </Notice>
    );
  }
  return <StatusText role="status">{t('Loading the wallet connection…')}</StatusText>;
}
