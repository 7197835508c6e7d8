import { lazyComponent } from '@/components/ui/lazyComponent';
import type { WarehouseUnit } from '@/contract/warehouse';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { formatPower, formatReward } from './MiningFormat';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

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
  const format = useNumberFormat();
  const localized = useLocalizedText();
  return (
    <Modal isOpen={isOpen && unit !== null} onDismiss={onDismiss} title={t('Start mining?')}>
      {unit && (
        <>
          <p style={{ marginTop: 0 }}>
            {t('%name% (%power%) starts a %days%-day contract today, earning %reward% a day. It cannot be stopped.', {
              name: localized(unit.product.name),
              power: formatPower(format, unit.product.power),
              days: unit.product.contractDays,
              reward: formatReward(format, unit.product.dailyReward),
            })}
          </p>
          <Actions>
            <Button $variant="neutral" onClick={onDismiss} disabled={busy}>
              {t('Not now')}
            </Button>
            <Button onClick={() => onConfirm(unit)} disabled={busy}>
              {busy ? t('Please wait…') : t('Start mining')}
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
