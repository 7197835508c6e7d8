import { useState } from 'react';
import type { Order } from '@/contract/orders';
import PageFrame from '@/components/app/PageFrame';
import Card from '@/components/app/Card';
import { Note, SecondaryButton, Stack } from '@/components/transactions/styles';
import { useCancelOrder, useTempOrders } from '@/hooks/order/useTempOrders';
import { useTranslation } from '@/hooks/useTranslation';
import OrderListEmpty from './OrderListEmpty';
import OrderTempCancelDialog from './OrderTempCancelDialog';
import OrderTempCard from './OrderTempCard';

/** /order/temp: bank orders awaiting their transfer, each with how to pay it and a cancel button. */
export default function OrderTempView() {
  const { t } = useTranslation();
  const { data: orders, isPending, isError, refetch } = useTempOrders();
  const [chosen, setChosen] = useState<Order | null>(null);
  const [isOpen, setOpen] = useState(false);
  const cancel = useCancelOrder(() => setOpen(false));

  const ask = (order: Order) => {
    setChosen(order);
    setOpen(true);
  };

  let content;
  if (isPending) content = <Note role="status">{t('Loading…')}</Note>;
  else if (isError || !orders) {
    content = (
      <Stack>
        <Note role="alert">{t('The orders could not be loaded.')}</Note>
        <div>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {t('Try again')}
          </SecondaryButton>
        </div>
      </Stack>
    );
  } else if (orders.length === 0) {
    content = (
      <Card>
        <OrderListEmpty>
          <p>{t('No order is waiting for payment.')}</p>
          <p>{t('An order paid by bank transfer waits here until the transfer is confirmed.')}</p>
        </OrderListEmpty>
      </Card>
    );
  } else {
    content = orders.map((order) => <OrderTempCard key={order._id} order={order} onCancel={ask} />);
  }

  return (
    <PageFrame title="Order Temp" intro="Orders waiting for your bank transfer.">
      <Stack>{content}</Stack>
      <OrderTempCancelDialog
        order={chosen}
        isOpen={isOpen}
        busy={cancel.isPending}
        onConfirm={(order) => cancel.mutate(order._id)}
        onDismiss={() => !cancel.isPending && setOpen(false)}
      />
    </PageFrame>
  );
}
