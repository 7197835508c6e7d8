import { useState } from 'react';
import type { PointPaymentSymbol } from '@/contract/enums';
import PageFrame from '@/components/ui/PageFrame';
import { useCart } from '@/hooks/order/useCart';
import { useCreateOrder } from '@/hooks/order/useCreateOrder';
import { useMemberProducts } from '@/hooks/order/useMemberProducts';
import { useTranslation } from '@/hooks/useTranslation';
import { Subtle } from './cartStyles';
import CheckoutLayout from './CheckoutLayout';
import EmptyCartNotice from './EmptyCartNotice';
import OrderSummary from './OrderSummary';
import PointOrderCompleted from './PointOrderCompleted';
import PointPaymentForm from './PointPaymentForm';

/** /place-order/point-payment: the summary and the payment from a wallet; then the completed order. */
export default function PointPaymentView() {
  const { t } = useTranslation();
  const { ready, isEmpty } = useCart();
  const [symbol, setSymbol] = useState<PointPaymentSymbol>('EV');
  const { placeOrder, isPending, placedOrder } = useCreateOrder({ method: 'POINT', symbol });
  useMemberProducts();

  const content = () => {
    if (placedOrder) return <PointOrderCompleted order={placedOrder} />;
    if (!ready) return <Subtle role="status">{t('Loading…')}</Subtle>;
    if (isEmpty) return <EmptyCartNotice />;
    return (
      <CheckoutLayout>
        <OrderSummary />
        <PointPaymentForm symbol={symbol} onSymbolChange={setSymbol} placeOrder={placeOrder} isPending={isPending} />
      </CheckoutLayout>
    );
  };

  return (
    <PageFrame title="EB/EV Points" intro="Pay an order with the points of your wallet.">
      {content()}
    </PageFrame>
  );
}
