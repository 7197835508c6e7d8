import styled from 'styled-components';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import type { DownlineMemberOrder } from '@/contract/network';
import { useDownlineMemberOrders } from '@/hooks/network/useDownlineMemberOrders';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const DATE_ONLY = { dateStyle: 'medium' } as const;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 14px;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 2px 12px;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: anywhere;
  }
  .amount { font-weight: 700; }
  .dates { color: ${({ theme }) => theme.colors.textSubtle}; }
`;

/** A downline member's latest completed orders: amount, products and dates (nothing private: the server sends no more). */
export default function MemberLatestOrders({ id, memberId, name }: { id: string; memberId: string; name: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const orders = useDownlineMemberOrders(memberId);
  const localized = useLocalizedText();
  const formatDate = useFormatDateTime(DATE_ONLY);
  const productsOf = (order: DownlineMemberOrder) =>
    order.products.map((product) => (product.quantity > 1 ? `${localized(product.name)} × ${product.quantity}` : localized(product.name))).join(', ');

  return (
    <div id={id}>
      <QueryState
        query={orders}
        errorText="The orders could not be loaded"
        isEmpty={(items) => items.length === 0}
        empty={<Note>{t('No completed orders yet')}</Note>}
      >
        {(items) => (
          <List aria-label={t('Latest orders of %name%', { name })}>
            {items.map((order, index) => (
              <li key={`${order.createdAt}-${index}`}>
                <span>
                  <span className="amount">{format.amount(order.total, 'USDT')}</span> · {productsOf(order)}
                </span>
                <span className="dates">
                  {t('Ordered')} <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time> · {t('Completed')}{' '}
                  <time dateTime={order.completedAt}>{formatDate(order.completedAt)}</time>
                </span>
              </li>
            ))}
          </List>
        )}
      </QueryState>
    </div>
  );
}
