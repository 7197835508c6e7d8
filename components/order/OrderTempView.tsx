import { useState } from 'react';
import type { Order } from '@/contract/orders';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import { lazyComponent } from '@/components/ui/lazyComponent';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useTempOrders } from '@/hooks/order/useTempOrders';
import { useTranslation } from '@/hooks/useTranslation';
import OrderListEmpty from './OrderListEmpty';
import OrderTempCard from './OrderTempCard';

/** The cancel dialog and its request (react-query's mutation code), fetched after the first paint. */
const OrderTempCancel = lazyComponent(() => import('./OrderTempCancel'));

/** /order/temp: bank orders awaiting their transfer, each with how to pay it and a cancel button. */
export default function OrderTempView() {
  const { t } = useTranslation();
  const orders = useTempOrders();
  const [chosen, setChosen] = useState<Order | null>(null);
  const [isOpen, setOpen] = useState(false);

  const ask = (order: Order) => {
    setChosen(order);
    setOpen(true);
  };

  return (
    <PageFrame title="Order Temp" intro="Orders waiting for your bank transfer.">
      <Stack>
        <QueryState
          query={orders}
          errorText="The orders could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty={
            <Card>
              <OrderListEmpty>
                <p>{t('No order is waiting for payment.')}</p>
                <p>{t('An order paid by bank transfer waits here until the transfer is confirmed.')}</p>
              </OrderListEmpty>
            </Card>
          }
        >
          {(list) => list.map((order) => <OrderTempCard key={order._id} order={order} onCancel={ask} />)}
        </QueryState>
      </Stack>
      <OrderTempCancel order={chosen} isOpen={isOpen} onClose={() => setOpen(false)} />
    </PageFrame>
  );
}
