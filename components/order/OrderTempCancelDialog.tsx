import { lazyComponent } from '@/components/ui/lazyComponent';
import type { Order } from '@/contract/orders';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import { useTranslation } from '@/hooks/useTranslation';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

interface OrderTempCancelDialogProps {
  order: Order | null;
  isOpen: boolean;
  busy: boolean;
  onConfirm: (order: Order) => void;
  onDismiss: () => void;
}

/** Asks before an order awaiting payment is cancelled; both buttons wait while the request runs. */
export default function OrderTempCancelDialog({ order, isOpen, busy, onConfirm, onDismiss }: OrderTempCancelDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen && order !== null} onDismiss={onDismiss} title={t('Cancel this order?')}>
      {order && (
        <>
          <p style={{ marginTop: 0 }}>
            {t('Order %code% will be cancelled. Do not transfer money for it afterwards.', { code: order.code })}
          </p>
          <Actions>
            <Button $variant="neutral" onClick={onDismiss} disabled={busy}>
              {t('Keep the order')}
            </Button>
            <Button onClick={() => onConfirm(order)} disabled={busy}>
              {busy ? t('Please wait…') : t('Cancel order')}
            </Button>
          </Actions>
        </>
      )}
    </Modal>
  );
}
