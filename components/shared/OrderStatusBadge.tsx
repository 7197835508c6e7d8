import StatusPill, { type StatusTone } from '@/components/ui/StatusPill';
import type { OrderStatus } from '@/contract/enums';
import { useTranslation } from '@/hooks/useTranslation';
import { ORDER_STATUS_LABELS } from './OrderListFormat';

const ORDER_TONES: Record<OrderStatus, StatusTone> = {
  PENDING_PAYMENT: 'waiting',
  COMPLETED: 'done',
  CANCELLED: 'neutral',
  EXPIRED: 'failed',
  REFUNDED: 'neutral',
};

export default function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <StatusPill $tone={ORDER_TONES[status]}>{t(ORDER_STATUS_LABELS[status])}</StatusPill>;
}
