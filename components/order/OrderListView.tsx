import { useState } from 'react';
import type { Order } from '@/contract/orders';
import Card from '@/components/app/Card';
import PageFrame from '@/components/app/PageFrame';
import Pager from '@/components/transactions/Pager';
import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import { pageCount } from '@/hooks/history/types';
import { useOrderFilters, useOrders } from '@/hooks/order/useOrders';
import { useTranslation } from '@/hooks/useTranslation';
import OrderDetailDialog from './OrderDetailDialog';
import OrderListEmpty from './OrderListEmpty';
import OrderListFilter from './OrderListFilter';
import OrderListTable from './OrderListTable';

/** /order: every order of the member, filtered by status (in the URL), paged, each with its details. */
export default function OrderListView() {
  const { t } = useTranslation();
  const { status, page, setStatus, setPage, isReady } = useOrderFilters();
  const { data, isPending, isError, isPlaceholderData, refetch } = useOrders(status, page, isReady);
  const [shown, setShown] = useState<Order | null>(null);
  const [isOpen, setOpen] = useState(false);

  const show = (order: Order) => {
    setShown(order);
    setOpen(true);
  };

  let results;
  if (isPending) results = <Note role="status">{t('Loading…')}</Note>;
  else if (isError && !data) {
    results = (
      <Stack>
        <Note role="alert">{t('The orders could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (!data || data.items.length === 0) {
    results = (
      <OrderListEmpty>
        <p>{status ? t('No orders with this status.') : t('You have no orders yet.')}</p>
      </OrderListEmpty>
    );
  } else {
    results = (
      <Stack aria-busy={isPlaceholderData}>
        <OrderListTable orders={data.items} onShow={show} />
        <Pager page={data.page} pages={pageCount(data.total, data.limit)} onPage={setPage} busy={isPlaceholderData} />
      </Stack>
    );
  }

  return (
    <PageFrame title="Order" intro="Your orders and their state.">
      <Card aria-labelledby="order-results">
        <Stack>
          <h2 id="order-results">{t('My orders')}</h2>
          <OrderListFilter status={status} onChange={setStatus} />
          {results}
        </Stack>
      </Card>
      <OrderDetailDialog order={shown} isOpen={isOpen} onDismiss={() => setOpen(false)} />
    </PageFrame>
  );
}
