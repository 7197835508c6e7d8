import styled from 'styled-components';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import SummaryList from '@/components/ui/SummaryList';
import Table from '@/components/ui/Table';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import type { Statement } from '@/contract/statement';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { ORDER_STATUS_LABELS } from '@/components/shared/OrderListFormat';
import { exactAmount } from './statementFormat';

const Scroll = styled.div`
  overflow-x: auto;
`;

/** The orders placed in the month: counts, the total of those completed, and the list. */
export default function OrdersStatement({ orders, timeZone }: { orders: Statement['orders']; timeZone: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatTime = useFormatDateTime({ dateStyle: 'short', timeStyle: 'short', timeZone });
  return (
    <Card aria-labelledby="statement-orders" className="long">
      <h2 id="statement-orders">{t('Orders')}</h2>
      <SummaryList>
        <dt>{t('Orders placed')}</dt>
        <dd>{orders.count}</dd>
        <dt>{t('Completed')}</dt>
        <dd>{orders.completedCount}</dd>
        <dt>{t('Total of completed orders')}</dt>
        <dd data-testid="statement-orders-total" data-amount={orders.completedTotal}>
          {exactAmount(format, orders.completedTotal, CURRENCY_SYMBOL)}
        </dd>
      </SummaryList>
      {orders.items.length > 0 && (
        // Wider than a phone: a region the keyboard can scroll (axe: scrollable-region-focusable).
        <Scroll tabIndex={0} role="region" aria-label={t('Orders placed this month')}>
          <Table>
            <caption className="sr-only">{t('Orders placed this month')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Order code')}</th>
                <th scope="col">{t('Time')}</th>
                <th scope="col">{t('Status')}</th>
                <th scope="col" className="number">
                  {t('Total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.code}>
                  <td>{order.code}</td>
                  <td>{formatTime(order.createdAt)}</td>
                  <td>{t(ORDER_STATUS_LABELS[order.status])}</td>
                  <td className="number">{exactAmount(format, order.total, CURRENCY_SYMBOL)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      {orders.count > orders.items.length && (
        <Note>{t('The first %shown% of %count% orders; the orders CSV holds them all.', { shown: orders.items.length, count: orders.count })}</Note>
      )}
    </Card>
  );
}
