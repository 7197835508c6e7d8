import { useState } from 'react';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import { useAge } from '@/hooks/ops/useAge';
import { useWithdrawalQueue } from '@/hooks/ops/useOpsQueues';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import QueueTable from './QueueTable';
import { Mono, QueueLayout } from './styles';
import WithdrawalReviewPanel from './WithdrawalReviewPanel';
import WithdrawalHistorySection from '../history/WithdrawalHistorySection';

/** /ops/withdrawals: the pending withdrawals, oldest first; one opens beside the list with what to weigh; then the decided ones. */
export default function WithdrawalQueueView() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const age = useAge();
  const queue = useWithdrawalQueue();
  const [selected, setSelected] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);

  return (
    <PageFrame title="Withdrawals" intro="Pay out from the platform's wallet, then approve with the transaction hash; or reject with a reason.">
      {decided && <Notice $tone="info" role="status">{t('Decided: %reference%', { reference: decided })}</Notice>}
      <QueueLayout>
        <div>
          <QueueTable
            queue={queue}
            caption={t('Pending withdrawals')}
            empty="No withdrawal is pending."
            columns={[
              { key: 'member', label: t('Member') },
              { key: 'amount', label: t('Amount'), numeric: true },
              { key: 'address', label: t('Address') },
              { key: 'age', label: t('Waiting') },
              { key: 'action', label: t('Action') },
            ]}
            toRow={(item) => ({
              id: item._id,
              member: item.username,
              amount: format.amount(item.amount, item.symbol),
              address: <Mono>{`${item.address.slice(0, 8)}…${item.address.slice(-6)}`}</Mono>,
              age: age(item.createdAt),
              action: (
                <Button
                  $variant="neutral"
                  onClick={() => setSelected(item._id)}
                  aria-label={t('Review the withdrawal of %username% (%amount%)', { username: item.username, amount: format.amount(item.amount, item.symbol) })}
                >
                  {t('Review')}
                </Button>
              ),
            })}
          />
        </div>
        {selected && (
          <WithdrawalReviewPanel
            key={selected}
            id={selected}
            onDecided={() => {
              setDecided(queue.query.data?.items.find((item) => item._id === selected)?.reference ?? selected);
              setSelected(null);
            }}
          />
        )}
      </QueueLayout>
      <WithdrawalHistorySection />
    </PageFrame>
  );
}
