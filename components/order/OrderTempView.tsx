import { useState } from 'react';
import type { Order } from '@/contract/orders';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { keptServerHtml, useQueryWithCode } from '@/components/ui/keptServerHtml';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useTempOrders } from '@/hooks/order/useTempOrders';
import { useTranslation } from '@/hooks/useTranslation';
import OrderListEmpty from './OrderListEmpty';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** Each order with its transfer details and QR code: the code comes with the orders, not in the page's first load. */
const OrderTempCard = keptServerHtml(() => import('./OrderTempCard'), typeof window === 'undefined' ? require('./OrderTempCard') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

/** The cancel dialog and its request (react-query's mutation code), fetched after the first paint. */
const OrderTempCancel = lazyComponent(() => import('./OrderTempCancel'));

/** /order/temp: bank orders awaiting their transfer, each with how to pay it and a cancel button. */
export default function OrderTempView() {
  const { t } = useTranslation();
  const pager = useCursorPager('temp');
  const orders = useTempOrders(pager.cursor);
  const shown = useQueryWithCode(orders, OrderTempCard);
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
          query={shown}
          errorText="The orders could not be loaded."
          keepDataOnError
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Card>
              <OrderListEmpty>
                <p>{t('No order is waiting for payment.')}</p>
                <p>{t('An order paid by bank transfer waits here until the transfer is confirmed.')}</p>
              </OrderListEmpty>
            </Card>
          }
        >
          {(data) => (
            <Stack aria-busy={orders.isPlaceholderData}>
              {data.items.map((order) => (
                <OrderTempCard key={order._id} order={order} onCancel={ask} />
              ))}
              <CursorPager pager={pager} nextCursor={data.nextCursor} busy={orders.isPlaceholderData} />
            </Stack>
          )}
        </QueryState>
      </Stack>
      <OrderTempCancel order={chosen} isOpen={isOpen} onClose={() => setOpen(false)} />
    </PageFrame>
  );
}
