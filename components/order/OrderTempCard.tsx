import { useId } from 'react';
import styled from 'styled-components';
import type { Order } from '@/contract/orders';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { itemsSummary, orderTotalText } from '@/components/shared/OrderListFormat';
import PaymentDetails from './PaymentDetails';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 16px;

  h2 { margin: 0; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.textSubtle}; overflow-wrap: anywhere; }
`;

interface OrderTempCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** An order awaiting its bank transfer: what it holds, where to pay, and a way to cancel it. */
export default function OrderTempCard({ order, onCancel }: OrderTempCardProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();

  return (
    <Card aria-labelledby={headingId} data-testid={`temp-order-${order.code}`}>
      <Header>
        <div>
          <h2 id={headingId}>{t('Order %code%', { code: order.code })}</h2>
          <p>{itemsSummary(order.items, localized)}</p>
          <p>
            {orderTotalText(order, format)} · {t('Created %date%', { date: formatDateTime(order.createdAt) })}
          </p>
        </div>
        <Button $variant="neutral" onClick={() => onCancel(order)}>
          {t('Cancel order')}
        </Button>
      </Header>
      {order.payment ? (
        <PaymentDetails payment={order.payment} expiresAt={order.expiresAt} />
      ) : (
        <p>{t('The payment details are not available.')}</p>
      )}
    </Card>
  );
}
