import { useState } from 'react';
import type { PointPaymentSymbol } from '@/contract/enums';
import { useCart } from '@/hooks/order/useCart';
import { useCreateOrder } from '@/hooks/order/useCreateOrder';
import CheckoutLayout from './CheckoutLayout';
import EmptyCartNotice from './EmptyCartNotice';
import OrderSummary from './OrderSummary';
import PointOrderCompleted from './PointOrderCompleted';
import PointPaymentForm from './PointPaymentForm';

/** The summary and the payment from a wallet, then the completed order (the cart is back from storage). */
export default function PointPaymentContent() {
  const { isEmpty } = useCart();
  const [symbol, setSymbol] = useState<PointPaymentSymbol>('EV');
  const { placeOrder, isPending, placedOrder } = useCreateOrder({ method: 'POINT', symbol });

  if (placedOrder) return <PointOrderCompleted order={placedOrder} />;
  if (isEmpty) return <EmptyCartNotice />;
  return (
    <CheckoutLayout>
      <OrderSummary />
      <PointPaymentForm symbol={symbol} onSymbolChange={setSymbol} placeOrder={placeOrder} isPending={isPending} />
    </CheckoutLayout>
  );
}
