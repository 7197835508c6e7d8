import type { Order } from '@/contract/orders';
import { orderTotalText } from './OrderListFormat';

/** What an order cost, as the order list shows it (what was debited, or USDT and points). */
export default function OrderTotal({ order }: { order: Order }) {
  return <>{orderTotalText(order)}</>;
}
