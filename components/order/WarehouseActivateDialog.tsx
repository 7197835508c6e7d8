import dynamic from 'next/dynamic';
import type { WarehouseUnit } from '@/contract/warehouse';
import { SecondaryButton } from '@/components/transactions/styles';
import { Actions, PrimaryButton } from '@/components/setting/shared/styles';
import { useLocalizedText } from '@/hooks/useProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { formatPower, formatReward } from './MiningFormat';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = dynamic(() => import('@/components/ui/Modal'), { ssr: false });

interface WarehouseActivateDialogProps {
  unit: WarehouseUnit | null;
  isOpen: boolean;
  busy: boolean;
  onConfirm: (unit: WarehouseUnit) => void;
  onDismiss: () => void;
}

/** Asks before a unit starts its mining contract (it cannot be stopped); both buttons wait while the request runs. */
export default function WarehouseActivateDialog({ unit, isOpen, busy, onConfirm, onDismiss }: WarehouseActivateDialogProps) {
  const { t } = useTranslation();
  const localized = useLocalizedText();
  return (
    <Modal isOpen={isOpen && unit !== null} onDismiss={onDismiss} title={t('Start mining?')}>
      {unit && (
        <>
          <p style={{ marginTop: 0 }}>
            {t('%name% (%power%) starts a %days%-day contract today, earning %reward% a day. It cannot be stopped.', {
              name: localized(unit.product.name),
              power: formatPower(unit.product.power),
              days: unit.product.contractDays,
              reward: formatReward(unit.product.dailyReward),
            })}
          </p>
          <Actions>
            <SecondaryButton type="button" onClick={onDismiss} disabled={busy}>
              {t('Not now')}
            </SecondaryButton>
            <PrimaryButton onClick={() => onConfirm(unit)} disabled={busy}>
              {busy ? t('Please wait…') : t('Start mining')}
            </PrimaryButton>
          </Actions>
        </>
      )}
    </Modal>
  );
}
