import { useState } from 'react';
import type { Order } from '@/contract/orders';
import Card from '@/components/ui/Card';
import PageFrame from '@/components/ui/PageFrame';
import { lazyComponent } from '@/components/ui/lazyComponent';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useOrderFilters, useOrders } from '@/hooks/order/useOrders';
import { useTranslation } from '@/hooks/useTranslation';
import RangeCsvDownload from '@/components/shared/LazyRangeCsvDownload';
import OrderListEmpty from './OrderListEmpty';
import OrderListFilter from './OrderListFilter';
import OrderListTable from './OrderListTable';

/** The order's details (payment details, QR code) and the dialog (framer-motion), fetched after the first paint. */
const OrderDetailDialog = lazyComponent(() => import('./OrderDetailDialog'));

/** /order: every order of the member, filtered by status (in the URL), paged, each with its details. */
export default function OrderListView() {
  const { t } = useTranslation();
  const { status, setStatus, isReady } = useOrderFilters();
  const pager = useCursorPager(status ?? '');
  const orders = useOrders(status, pager.cursor, isReady);
  const [shown, setShown] = useState<Order | null>(null);
  const [isOpen, setOpen] = useState(false);

  const show = (order: Order) => {
    setShown(order);
    setOpen(true);
  };

  return (
    <PageFrame title="Order" intro="Your orders and their state.">
      <Stack>
        <Card aria-labelledby="order-results">
          <Stack>
            <h2 id="order-results">{t('My orders')}</h2>
            <OrderListFilter status={status} onChange={setStatus} />
            <QueryState
              query={orders}
              errorText="The orders could not be loaded."
              keepDataOnError
              isEmpty={(data) => data.items.length === 0}
              empty={
                <OrderListEmpty>
                  <p>{status ? t('No orders with this status.') : t('You have no orders yet.')}</p>
                </OrderListEmpty>
              }
            >
              {(data) => (
                <Stack aria-busy={orders.isPlaceholderData}>
                  <OrderListTable orders={data.items} onShow={show} />
                  <CursorPager pager={pager} nextCursor={data.nextCursor} busy={orders.isPlaceholderData} />
                </Stack>
              )}
            </QueryState>
          </Stack>
        </Card>
        <RangeCsvDownload file="orders" filters={{ status }} />
      </Stack>
      <OrderDetailDialog order={shown} isOpen={isOpen} onDismiss={() => setOpen(false)} />
    </PageFrame>
  );
}
