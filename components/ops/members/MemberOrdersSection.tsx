import CursorPager from '@/components/ui/CursorPager';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { formatAmount } from '@/config/format';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useOpsMemberOrders } from '@/hooks/ops/useOpsMembers';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

/** The member's orders, newest first, 10 a page (paged by key). */
export default function MemberOrdersSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
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
                items: order.items.map((item) => `${item.code} × ${item.quantity}`).join(', '),
                method: order.method,
                total: formatAmount(order.total, 'USDT'),
                status: order.status,
              }))}
            />
            <CursorPager pager={pager} nextCursor={page.nextCursor} busy={orders.isFetching} />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
