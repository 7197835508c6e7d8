import { SecondaryButton } from '@/components/auth/styles';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';
import AddressDisplay from './AddressDisplay';
import { ButtonRow } from './styles';

/** The linked wallet's address with a copy button. */
export default function LinkedAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const copy = useCopyText();

  return (
    <ButtonRow>
      <AddressDisplay address={address} />
      <SecondaryButton onClick={() => void copy(address)}>{t('Copy address')}</SecondaryButton>
    </ButtonRow>
  );
}
