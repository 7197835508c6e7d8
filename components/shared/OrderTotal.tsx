import type { Order } from '@/contract/orders';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { orderTotalText } from './OrderListFormat';

/** What an order cost, as the order list shows it (what was debited, or USDT and points). */
export default function OrderTotal({ order }: { order: Order }) {
  const format = useNumberFormat();
  return <>{orderTotalText(order, format)}</>;
}
