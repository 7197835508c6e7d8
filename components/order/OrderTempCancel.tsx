import type { Order } from '@/contract/orders';
import { useCancelOrder } from '@/hooks/order/useCancelOrder';
import OrderTempCancelDialog from './OrderTempCancelDialog';

interface OrderTempCancelProps {
  order: Order | null;
  isOpen: boolean;
  onClose: () => void;
}

/** The cancel dialog with its request (react-query's mutation code comes with it, not with the page's first load). */
export default function OrderTempCancel({ order, isOpen, onClose }: OrderTempCancelProps) {
  const cancel = useCancelOrder(onClose);
  return (
    <OrderTempCancelDialog
      order={order}
      isOpen={isOpen}
      busy={cancel.isPending}
      onConfirm={(chosen) => cancel.mutate(chosen._id)}
      onDismiss={() => !cancel.isPending && onClose()}
    />
  );
}
