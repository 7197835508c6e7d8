import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';
import AddressDisplay from '@/components/ui/AddressDisplay';

/** The linked wallet's address with a copy button. */
export default function LinkedAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const copy = useCopyText();

  return (
    <ButtonRow>
      <AddressDisplay address={address} />
      <Button $variant="secondary" onClick={() => void copy(address)}>{t('Copy address')}</Button>
    </ButtonRow>
  );
}
