import type { Order } from '@/contract/orders';
import Modal from '@/components/ui/Modal';
import { useTranslation } from '@/hooks/useTranslation';
import OrderDetail from './OrderDetail';

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
