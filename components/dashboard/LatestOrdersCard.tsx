import styled from 'styled-components';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';
import OrderTotal from '@/components/shared/OrderTotal';
import { ROUTES } from '@/config/routes';
import { useLatestOrders } from '@/hooks/dashboard/useLatestOrders';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { CardHead, MoreLink } from './styles';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child { border-bottom: 0; }
  /* An order code is read whole (FH and 8 characters): never broken across lines. */
  strong { white-space: nowrap; }
  span.sub { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 13px; }
  span.total { text-align: right; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
`;

/** The member's 5 latest orders with their status; the full list is on /order. */
export default function LatestOrdersCard() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const orders = useLatestOrders();

  const empty = (
    <Note role="status">
      {t('No orders yet.')} <MoreLink href={ROUTES.placeOrder}>{t('Place Order')}</MoreLink>
    </Note>
  );

  return (
    <Card aria-labelledby="dashboard-orders">
      <CardHead>
        <h2 id="dashboard-orders">{t('Latest orders')}</h2>
        <MoreLink href={ROUTES.order}>{t('All orders')}</MoreLink>
      </CardHead>
      <QueryState query={orders} errorText="The orders could not be loaded." isEmpty={(data) => data.items.length === 0} empty={empty}>
        {(data) => (
          <List data-testid="latest-orders">
            {data.items.map((order) => (
              <li key={order._id}>
                <strong>{order.code}</strong>
                <OrderStatusBadge status={order.status} />
                <span className="sub">{formatDateTime(order.createdAt)}</span>
                <span className="total">
                  <OrderTotal order={order} />
                </span>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
