import { useState } from 'react';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import type { BankOrderQueueItem } from '@/contract/ops-queues';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useAge } from '@/hooks/ops/useAge';
import { useBankOrderQueue, useOrderConfirmation } from '@/hooks/ops/useOpsQueues';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import BankOrderHistorySection from '../history/BankOrderHistorySection';
import BankOrderSearch from '../history/BankOrderSearch';
import QueueTable from './QueueTable';
import BankOrderCancelDialog from './BankOrderCancelDialog';
import ConfirmDialog from './ConfirmDialog';
import { Mono } from './styles';

type Pending = { action: 'confirm' | 'cancel'; order: BankOrderQueueItem };

/** /ops/bank-orders: find an order by its code or transfer content; those awaiting payment, oldest first (confirm the transfer arrived, or cancel); then the processed ones. */
export default function BankOrderQueueView() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const age = useAge();
  const queue = useBankOrderQueue();
  const confirm = useOrderConfirmation();
  const { errorMessage } = useServerErrors();
  const [pending, setPending] = useState<Pending | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const open = (next: Pending) => {
    setConfirmError(null);
    setPending(next);
  };
  const sendConfirmation = async () => {
    if (!pending) return;
    try {
      await confirm.mutateAsync(pending.order.code);
      setDone(t('Order %code% confirmed as paid', { code: pending.order.code }));
      setPending(null);
    } catch (error) {
      setConfirmError(errorMessage(error));
    }
  };

  return (
    <PageFrame title="Bank orders" intro="Confirm an order once its transfer is in the bank account (the transfer content is the order code), or cancel it.">
      {done && <Notice $tone="info" role="status">{done}</Notice>}
      <BankOrderSearch />
      <QueueTable
        queue={queue}
        caption={t('Bank orders awaiting payment')}
        empty="No bank order awaits payment."
        columns={[
          { key: 'code', label: t('Order code') },
          { key: 'member', label: t('Member') },
          { key: 'amountVnd', label: t('Amount (VND)'), numeric: true },
          { key: 'total', label: t('Total'), numeric: true },
          { key: 'age', label: t('Waiting') },
          { key: 'actions', label: t('Action') },
        ]}
        toRow={(order) => ({
          id: order.code,
          code: <Mono>{order.code}</Mono>,
          member: `${order.username} · ${order.fullName}`,
          amountVnd: format.vnd(order.amountVnd),
          total: format.amount(order.total, 'USDT'),
          age: age(order.createdAt),
          actions: (
            <ButtonRow>
              <Button $variant="neutral" onClick={() => open({ action: 'confirm', order })} aria-label={t('Confirm payment of %code%', { code: order.code })}>
                {t('Confirm payment')}
              </Button>
              <Button $variant="secondary" onClick={() => open({ action: 'cancel', order })} aria-label={t('Cancel %code%', { code: order.code })}>
                {t('Cancel')}
              </Button>
            </ButtonRow>
          ),
        })}
      />
      <ConfirmDialog
        isOpen={pending?.action === 'confirm'}
        title={t('Confirm the payment of %code%?', { code: pending?.order.code ?? '' })}
        confirmLabel={t('Confirm payment')}
        busy={confirm.isPending}
        error={confirmError}
        onConfirm={sendConfirmation}
        onDismiss={() => setPending(null)}
      >
        {pending && <p>{t('%amount% from %username% arrived in the bank account with the content %code%.', { amount: format.vnd(pending.order.amountVnd), username: pending.order.username, code: pending.order.code })}</p>}
      </ConfirmDialog>
      {pending?.action === 'cancel' && (
        <BankOrderCancelDialog
          code={pending.order.code}
          onDismiss={() => setPending(null)}
          onDone={(code) => {
            setDone(t('Order %code% cancelled', { code }));
            setPending(null);
          }}
        />
      )}
      <BankOrderHistorySection />
    </PageFrame>
  );
}
