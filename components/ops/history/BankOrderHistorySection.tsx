import { useState } from 'react';
import { ORDER_STATUS_LABELS } from '@/components/shared/OrderListFormat';
import OrderStatusBadge from '@/components/shared/OrderStatusBadge';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import { PROCESSED_ORDER_STATUSES, type HistoryFilters } from '@/contract/ops-history';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useBankOrderHistory } from '@/hooks/ops/useOpsHistory';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import QueueTable from '../queues/QueueTable';
import { Mono } from '../queues/styles';
import HistoryCsvButton from './HistoryCsvButton';
import HistoryFilterForm, { NO_HISTORY_FILTERS } from './HistoryFilterForm';

/** /ops/bank-orders, below the queue: paid, refunded, cancelled and expired bank orders, newest first, and their CSV. */
export default function BankOrderHistorySection() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const { fieldError } = useServerErrors();
  const [filters, setFilters] = useState<HistoryFilters<string>>(NO_HISTORY_FILTERS);
  const history = useBankOrderHistory(filters);
  return (
    <SectionCard title={t('History')}>
      <Stack>
        <HistoryFilterForm
          name={t('Filter the processed bank orders')}
          statuses={PROCESSED_ORDER_STATUSES.map((value) => ({ value, label: t(ORDER_STATUS_LABELS[value]) }))}
          applied={filters}
          onApply={setFilters}
          errorOf={(field) => fieldError(history.query.error, field)}
        />
        <HistoryCsvButton list="bank-orders" filters={filters} />
        <QueueTable
          queue={history}
          caption={t('Processed bank orders, newest first')}
          empty="No processed bank order matches these filters."
          columns={[
            { key: 'processedAt', label: t('Processed') },
            { key: 'code', label: t('Order code') },
            { key: 'member', label: t('Member') },
            { key: 'amountVnd', label: t('Amount (VND)'), numeric: true },
            { key: 'status', label: t('Status') },
          ]}
          toRow={(order) => ({
            id: order.code,
            processedAt: formatDateTime(order.processedAt),
            code: <Mono>{order.code}</Mono>,
            member: `${order.username} · ${order.fullName}`,
            amountVnd: format.vnd(order.amountVnd),
            status: <OrderStatusBadge status={order.status} />,
          })}
        />
      </Stack>
    </SectionCard>
  );
}
