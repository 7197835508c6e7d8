import Link from 'next/link';
import { useState } from 'react';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import DetailList from '@/components/ui/DetailList';
import Notice from '@/components/ui/Notice';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import Stack from '@/components/ui/Stack';
import { opsMemberPath } from '@/config/opsMenu';
import type { LedgerAdjustment } from '@/contract/ops-members';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useDecideAdjustment, usePendingAdjustments } from '@/hooks/ops/useOpsMembers';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { DIRECTION_LABELS } from './labels';
import ConfirmDialog from '../queues/ConfirmDialog';
import ReasonDialog from './ReasonDialog';

/** /ops/adjustments: the manual adjustments above the threshold, waiting for a second operator to approve or reject. */
export default function PendingAdjustmentsView() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const { errorMessage } = useServerErrors();
  const pending = usePendingAdjustments();
  const decide = useDecideAdjustment();
  const [rejecting, setRejecting] = useState<LedgerAdjustment | null>(null);
  const [approving, setApproving] = useState<LedgerAdjustment | null>(null);
  const [approveError, setApproveError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);

  const askApproval = (adjustment: LedgerAdjustment) => {
    setApproveError(null);
    setApproving(adjustment);
  };

  const approve = async (adjustment: LedgerAdjustment) => {
    try {
      await decide.mutateAsync({ id: adjustment.id, approve: true });
      setApproving(null);
      setMessage({ text: t('%reference% is applied.', { reference: adjustment.reference }), problem: false });
    } catch (error) {
      // The reason stays in the dialog, next to what was being approved.
      setApproveError(errorMessage(error));
    }
  };

  return (
    <PageFrame title="Adjustments" intro="Manual ledger adjustments above the approval threshold wait here for a second operator. Nobody approves their own.">
      <Stack>
        {message && (
          <Notice role={message.problem ? 'alert' : 'status'} $tone={message.problem ? 'problem' : 'info'}>
            {message.text}
          </Notice>
        )}
        <QueryState
          query={pending}
          errorText="The pending adjustments could not be loaded."
          isEmpty={(data) => data.items.length === 0}
          empty={<Notice $tone="info">{t('No adjustment is waiting for approval.')}</Notice>}
        >
          {(data) => (
            <Stack>
              <p style={{ margin: 0 }}>
                {t('Approval is needed once one operator’s adjustments in 24 hours pass %amount% for a member or %total% for all members.', {
                  amount: format.amount(data.approvalAboveUsdt, 'USDT'),
                  total: format.amount(data.totalAboveUsdt, 'USDT'),
                })}
              </p>
              <ResponsiveTable
                caption={t('Adjustments waiting for approval')}
                columns={[
                  { key: 'member', label: t('Member') },
                  { key: 'change', label: t('Adjustment') },
                  { key: 'value', label: t('Value'), numeric: true },
                  { key: 'reason', label: t('Reason') },
                  { key: 'requested', label: t('Asked by') },
                  { key: 'actions', label: t('Decision') },
                ]}
                rows={data.items.map((adjustment) => ({
                  id: adjustment.id,
                  member: <Link href={opsMemberPath(adjustment.username)}>{adjustment.username}</Link>,
                  change: `${t(DIRECTION_LABELS[adjustment.direction])} ${format.amount(adjustment.amount, adjustment.symbol, 18)}`,
                  value: format.amount(adjustment.usdtValue, 'USDT'),
                  reason: adjustment.reason,
                  requested: `${adjustment.requestedBy} · ${formatDateTime(adjustment.createdAt)}`,
                  actions: (
                    <Actions>
                      <Button onClick={() => askApproval(adjustment)} disabled={decide.isPending} aria-label={t('Approve %reference%', { reference: adjustment.reference })}>
                        {t('Approve')}
                      </Button>
                      <Button $variant="neutral" onClick={() => setRejecting(adjustment)} disabled={decide.isPending} aria-label={t('Reject %reference%', { reference: adjustment.reference })}>
                        {t('Reject')}
                      </Button>
                    </Actions>
                  ),
                }))}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        isOpen={approving !== null}
        title={t('Approve %reference%?', { reference: approving?.reference ?? '' })}
        confirmLabel={t('Approve')}
        busy={decide.isPending}
        error={approveError}
        onConfirm={() => approving && void approve(approving)}
        onDismiss={() => setApproving(null)}
      >
        {approving && (
          <>
            <p>{t('The member’s wallet changes as soon as you approve.')}</p>
            <DetailList
              details={[
                { label: t('Member'), value: approving.username },
                { label: t('Token'), value: approving.symbol },
                {
                  label: t('Amount'),
                  value: `${t(DIRECTION_LABELS[approving.direction])} ${format.amount(approving.amount, approving.symbol, 18)} (${format.amount(approving.usdtValue, 'USDT')})`,
                },
                { label: t('Reason'), value: approving.reason },
                { label: t('Asked by'), value: `${approving.requestedBy} · ${formatDateTime(approving.createdAt)}` },
              ]}
            />
          </>
        )}
      </ConfirmDialog>
      <ReasonDialog
        isOpen={rejecting !== null}
        title={t('Reject %reference%?', { reference: rejecting?.reference ?? '' })}
        explanation={t('Nothing moves; the request is closed with your reason.')}
        confirmLabel={t('Reject')}
        onDismiss={() => setRejecting(null)}
        onConfirm={async (reason) => {
          if (!rejecting) return;
          await decide.mutateAsync({ id: rejecting.id, approve: false, reason });
          setMessage({ text: t('%reference% is rejected.', { reference: rejecting.reference }), problem: false });
        }}
      />
    </PageFrame>
  );
}
