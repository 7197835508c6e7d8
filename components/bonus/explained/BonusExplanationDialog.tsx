import Modal from '@/components/ui/Modal';
import QueryState from '@/components/ui/QueryState';
import { useBonusExplanation, type BonusRef } from '@/hooks/history/useBonusExplanation';
import { useTranslation } from '@/hooks/useTranslation';
import BonusExplanationDetails from './BonusExplanationDetails';

interface BonusExplanationDialogProps {
  /** The bonus shown; null closes the dialog. */
  bonus: BonusRef | null;
  onDismiss: () => void;
}

/** Why a bonus was paid, in a dialog (its own chunk with framer-motion: LazyBonusExplanationDialog). */
export default function BonusExplanationDialog({ bonus, onDismiss }: BonusExplanationDialogProps) {
  const { t } = useTranslation();
  const explanation = useBonusExplanation(bonus);
  return (
    <Modal isOpen={bonus !== null} onDismiss={onDismiss} title={t('Bonus explained')}>
      {bonus !== null && (
        <QueryState query={explanation} errorText="This bonus could not be loaded.">
          {(loaded) => <BonusExplanationDetails bonus={loaded} />}
        </QueryState>
      )}
    </Modal>
  );
}
