import PageFrame from '@/components/ui/PageFrame';
import { useCart } from '@/hooks/order/useCart';
import { useCreateOrder } from '@/hooks/order/useCreateOrder';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';
import { useTranslation } from '@/hooks/useTranslation';
import BankCheckout from './BankCheckout';
import BankOrderPlaced from './BankOrderPlaced';
import { Subtle } from './cartStyles';
import CheckoutLayout from './CheckoutLayout';
import EmptyCartNotice from './EmptyCartNotice';
import OrderSummary from './OrderSummary';

/** /place-order/bank-payment: the summary and "Create order"; then the transfer details of the new order. */
export default function BankPaymentView() {
  const { t } = useTranslation();
  const { ready, isEmpty } = useCart();
  const { placeOrder, isPending, placedOrder } = useCreateOrder({ method: 'BANK' });
  useMemberProducts();

  const content = () => {
    if (placedOrder) return <BankOrderPlaced order={placedOrder} />;
    if (!ready) return <Subtle role="status">{t('Loading…')}</Subtle>;
    if (isEmpty) return <EmptyCartNotice />;
    return (
      <CheckoutLayout>
        <OrderSummary />
        <BankCheckout placeOrder={placeOrder} isPending={isPending} />
      </CheckoutLayout>
    );
  };

  return (
    <PageFrame title="Bank Transfer" intro="Pay an order by bank transfer to the company account.">
      {content()}
    </PageFrame>
  );
}
