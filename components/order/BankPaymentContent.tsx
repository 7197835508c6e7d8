import { useCart } from '@/hooks/order/useCart';
import { useCreateOrder } from '@/hooks/order/useCreateOrder';
import BankCheckout from './BankCheckout';
import BankOrderPlaced from './BankOrderPlaced';
import CheckoutLayout from './CheckoutLayout';
import EmptyCartNotice from './EmptyCartNotice';
import OrderSummary from './OrderSummary';

/** The summary and "Create order", then the transfer details of the new order (the cart is back from storage). */
export default function BankPaymentContent() {
  const { isEmpty } = useCart();
  const { placeOrder, isPending, placedOrder } = useCreateOrder({ method: 'BANK' });

  if (placedOrder) return <BankOrderPlaced order={placedOrder} />;
  if (isEmpty) return <EmptyCartNotice />;
  return (
    <CheckoutLayout>
      <OrderSummary />
      <BankCheckout placeOrder={placeOrder} isPending={isPending} />
    </CheckoutLayout>
  );
}
