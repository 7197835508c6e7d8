import styled from 'styled-components';
import type { OrderStatus } from '@/contract/enums';
import { useTranslation } from '@/hooks/useTranslation';
import { ORDER_STATUS_LABELS } from './OrderListFormat';

export type StatusTone = 'waiting' | 'done' | 'neutral' | 'failed' | 'active';

/** Dark text on a light tint: every pair is above 4.5:1. */
const TONES: Record<StatusTone, { color: string; background: string }> = {
  waiting: { color: '#8A4B00', background: '#FFF4E5' },
  done: { color: '#0F6B32', background: '#E8F7EE' },
  neutral: { color: '#46556B', background: '#EEF1F5' },
  failed: { color: '#B42318', background: '#FDECEA' },
  active: { color: '#0060AD', background: '#EEF7FF' },
};

/** A small coloured label of a state (orders, units, contracts). */
export const StatusPill = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${({ $tone }) => TONES[$tone].background};
  color: ${({ $tone }) => TONES[$tone].color};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
`;

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
