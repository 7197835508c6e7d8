import { useCart } from '@/hooks/order/useCart';
import { useCreateOrder } from '@/hooks/order/useCreateOrder';
import { usePointWallet } from '@/hooks/order/usePointWallet';
import CheckoutLayout from './CheckoutLayout';
import EmptyCartNotice from './EmptyCartNotice';
import OrderSummary from './OrderSummary';
import PointOrderCompleted from './PointOrderCompleted';
import PointPaymentForm from './PointPaymentForm';

/**
 * The summary and the payment from a wallet (the first that covers the total until the member picks one), then the
 * completed order (the cart is back from storage).
 */
export default function PointPaymentContent() {
  const { isEmpty } = useCart();
  const { symbol, choose } = usePointWallet();
  const { placeOrder, isPending, placedOrder } = useCreateOrder({ method: 'POINT', symbol });

  if (placedOrder) return <PointOrderCompleted order={placedOrder} />;
  if (isEmpty) return <EmptyCartNotice />;
  return (
    <CheckoutLayout>
      <OrderSummary />
      <PointPaymentForm symbol={symbol} onSymbolChange={choose} placeOrder={placeOrder} isPending={isPending} />
    </CheckoutLayout>
  );
}
