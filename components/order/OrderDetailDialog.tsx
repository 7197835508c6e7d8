import { lazyComponent } from '@/components/ui/lazyComponent';
import type { Order } from '@/contract/orders';
import { useTranslation } from '@/hooks/useTranslation';
import OrderDetail from './OrderDetail';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

interface OrderDetailDialogProps {
  /** Kept while the dialog closes, so its content stays during the exit animation. */
  order: Order | null;
  isOpen: boolean;
  onDismiss: () => void;
}

/** The details of the chosen order in a dialog titled by its code. */
export default function OrderDetailDialog({ order, isOpen, onDismiss }: OrderDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen && order !== null} onDismiss={onDismiss} title={order ? t('Order %code%', { code: order.code }) : ''}>
      {order && <OrderDetail order={order} />}
    </Modal>
  );
}
