import styled from 'styled-components';
import type { Order } from '@/contract/orders';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import OrderDetailLines from './OrderDetailLines';
import { ORDER_METHOD_LABELS } from '@/components/shared/OrderListFormat';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';
import OrderTimeline from './OrderTimeline';
import PaymentDetails from './PaymentDetails';
import { DetailList } from './styles';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;

  h3 { margin: 0 0 8px; font-size: 16px; }
`;

/** One order: how it is paid, its timeline (each step with its time) and its lines. */
export default function OrderDetail({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const awaitingTransfer = order.status === 'PENDING_PAYMENT' && order.payment !== null;

  return (
    <Sections>
      <DetailList>
        <dt>{t('Status')}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt>{t('Method')}</dt>
        <dd>{t(ORDER_METHOD_LABELS[order.method])}</dd>
        <dt>{t('Total')}</dt>
        <dd>{format.amount(order.total, CURRENCY_SYMBOL)}</dd>
        <dt>{t('Total in points')}</dt>
        <dd>{format.amount(order.pointTotal, MAIN_TOKEN_SYMBOL)}</dd>
        {order.method === 'POINT' && order.paidAmount && order.symbol && (
          <>
            <dt>{t('Paid')}</dt>
            <dd>{format.amount(order.paidAmount, order.symbol)}</dd>
          </>
        )}
        {order.payment && !awaitingTransfer && (
          <>
            <dt>{t('Bank')}</dt>
            <dd>{order.payment.bankName}</dd>
            <dt>{t('Amount to transfer')}</dt>
            <dd>{format.vnd(order.payment.amountVnd)}</dd>
            <dt>{t('Transfer content')}</dt>
            <dd>{order.payment.content}</dd>
          </>
        )}
        {order.status === 'PENDING_PAYMENT' && order.expiresAt && (
          <>
            <dt>{t('Pay before')}</dt>
            <dd>{formatDateTime(order.expiresAt)}</dd>
          </>
        )}
      </DetailList>
      <OrderTimeline steps={order.timeline} />
      <OrderDetailLines items={order.items} />
      {awaitingTransfer && order.payment && (
        <section aria-label={t('Payment')}>
          <h3>{t('Payment')}</h3>
          <PaymentDetails payment={order.payment} />
        </section>
      )}
    </Sections>
  );
}
