import { useState } from 'react';
import SectionCard from '@/components/ui/SectionCard';
import Stack from '@/components/ui/Stack';
import type { TranslationKey } from '@/config/translate';
import { PROCESSED_WITHDRAWAL_STATUSES, type HistoryFilters, type ProcessedWithdrawalStatus } from '@/contract/ops-history';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useWithdrawalHistory } from '@/hooks/ops/useOpsHistory';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import QueueTable from '../queues/QueueTable';
import { MonoHash } from '../queues/styles';
import HistoryCsvButton from './HistoryCsvButton';
import HistoryFilterForm, { NO_HISTORY_FILTERS } from './HistoryFilterForm';

/** The members' wallet words for a withdrawal's outcome. */
export const WITHDRAWAL_OUTCOME_LABELS: Record<ProcessedWithdrawalStatus, TranslationKey> = {
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

/** /ops/withdrawals, below the queue: decided withdrawals, newest decision first, filtered, and their CSV. */
export default function WithdrawalHistorySection() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const { fieldError } = useServerErrors();
  const [filters, setFilters] = useState<HistoryFilters<string>>(NO_HISTORY_FILTERS);
  const history = useWithdrawalHistory(filters);
  return (
    <SectionCard title={t('History')}>
      <Stack>
        <HistoryFilterForm
          name={t('Filter the decided withdrawals')}
          statuses={PROCESSED_WITHDRAWAL_STATUSES.map((value) => ({ value, label: t(WITHDRAWAL_OUTCOME_LABELS[value]) }))}
          applied={filters}
          onApply={setFilters}
          errorOf={(field) => fieldError(history.query.error, field)}
        />
        <HistoryCsvButton list="withdrawals" filters={filters} />
        <QueueTable
          queue={history}
          caption={t('Decided withdrawals, newest first')}
          empty="No decided withdrawal matches these filters."
          columns={[
            { key: 'decidedAt', label: t('Decided') },
            { key: 'member', label: t('Member') },
            { key: 'amount', label: t('Amount'), numeric: true },
            { key: 'status', label: t('Status') },
            { key: 'detail', label: t('Transaction hash or reason') },
          ]}
          toRow={(item) => ({
            id: item._id,
            decidedAt: formatDateTime(item.decidedAt),
            member: item.username,
            amount: format.amount(item.amount, item.symbol),
            status: t(WITHDRAWAL_OUTCOME_LABELS[item.status]),
            detail: item.txHash ? <MonoHash value={item.txHash} /> : (item.reason ?? '—'),
          })}
        />
      </Stack>
    </SectionCard>
  );
}
