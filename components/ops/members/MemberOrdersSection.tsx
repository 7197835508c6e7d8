import { itemsSummary, ORDER_METHOD_LABELS } from '@/components/shared/OrderListFormat';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';
import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useOpsMemberOrders } from '@/hooks/ops/useOpsMembers';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useLocalizedText';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's orders, newest first, 10 a page (paged by key). */
export default function MemberOrdersSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const localized = useLocalizedText();
  const pager = useCursorPager(username);
  const orders = useOpsMemberOrders(username, pager.cursor);
  return (
    <SectionCard title={t('Orders')}>
      <QueryState query={orders} errorText="The orders could not be loaded." keepDataOnError isEmpty={(page) => page.items.length === 0 && pager.page === 1} empty={<p>{t('No order yet.')}</p>}>
        {(page) => (
          <Stack>
            <ResponsiveTable
              caption={t('Orders')}
              columns={[
                { key: 'code', label: t('Order code') },
                { key: 'createdAt', label: t('Time') },
                { key: 'items', label: t('Products') },
                { key: 'method', label: t('Payment') },
                { key: 'total', label: t('Total'), numeric: true },
                { key: 'status', label: t('Status') },
              ]}
              rows={page.items.map((order) => ({
                id: order._id,
                code: order.code,
                createdAt: formatDateTime(order.createdAt),
                items: itemsSummary(order.items, localized),
                method: t(ORDER_METHOD_LABELS[order.method]),
                total: format.amount(order.total, 'USDT'),
                status: <OrderStatusBadge status={order.status} />,
              }))}
            />
            <CursorPager pager={pager} nextCursor={page.nextCursor} busy={orders.isFetching} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
