import { useState } from 'react';
import Button from '@/components/ui/Button';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { formatAmount } from '@/config/format';
import { useAge } from '@/hooks/ops/useAge';
import { useWithdrawalQueue } from '@/hooks/ops/useOpsQueues';
import { useTranslation } from '@/hooks/useTranslation';
import QueuePager from './QueuePager';
import { Mono, QueueLayout } from './styles';
import WithdrawalReviewPanel from './WithdrawalReviewPanel';

/** /ops/withdrawals: the pending withdrawals, oldest first; one opens beside the list with what to weigh. */
export default function WithdrawalQueueView() {
  const { t } = useTranslation();
  const age = useAge();
  const { query, pager } = useWithdrawalQueue();
  const [selected, setSelected] = useState<string | null>(null);
  const [decided, setDecided] = useState<string | null>(null);

  return (
    <PageFrame title="Withdrawals" intro="Pay out from the platform's wallet, then approve with the transaction hash; or reject with a reason.">
      {decided && <Notice $tone="info" role="status">{t('Decided: %reference%', { reference: decided })}</Notice>}
      <QueueLayout>
        <div>
          <QueryState
            query={query}
            errorText="The queue could not be loaded."
            isEmpty={(page) => page.items.length === 0 && pager.page === 1}
            empty={<p>{t('No withdrawal is pending.')}</p>}
          >
            {(page) => (
              <ResponsiveTable
                caption={t('Pending withdrawals')}
                columns={[
                  { key: 'member', label: t('Member') },
                  { key: 'amount', label: t('Amount'), numeric: true },
                  { key: 'address', label: t('Address') },
                  { key: 'age', label: t('Waiting') },
                  { key: 'action', label: t('Action') },
                ]}
                rows={page.items.map((item) => ({
                  id: item._id,
                  member: item.username,
                  amount: formatAmount(item.amount, item.symbol),
                  address: <Mono>{`${item.address.slice(0, 8)}…${item.address.slice(-6)}`}</Mono>,
                  age: age(item.createdAt),
                  action: (
                    <Button
                      $variant="neutral"
                      onClick={() => setSelected(item._id)}
                      aria-label={t('Review the withdrawal of %username% (%amount%)', { username: item.username, amount: formatAmount(item.amount, item.symbol) })}
                    >
                      {t('Review')}
                    </Button>
                  ),
                }))}
              />
            )}
          </QueryState>
          <QueuePager
            page={pager.page}
            hasNext={Boolean(query.data?.nextCursor)}
            onPrevious={pager.newer}
            onNext={() => pager.older(query.data?.nextCursor ?? null)}
            busy={query.isFetching}
          />
        </div>
        {selected && (
          <WithdrawalReviewPanel
            key={selected}
            id={selected}
            onDecided={() => {
              setDecided(query.data?.items.find((item) => item._id === selected)?.reference ?? selected);
              setSelected(null);
            }}
          />
        )}
      </QueueLayout>
    </PageFrame>
  );
}
