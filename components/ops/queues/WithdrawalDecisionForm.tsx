import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import type { WithdrawalReview } from '@/contract/ops-queues';
import type { WithdrawalReviewFields } from '@/contract/requests/ops-queues';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useWithdrawalDecision } from '@/hooks/ops/useOpsQueues';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import DecisionChoice from './DecisionChoice';
import ConfirmDialog from './ConfirmDialog';
import { Mono } from './styles';

const FIELDS = ['decision', 'txHash', 'reason'] as const;

/** Approve with the payout's transaction hash, or reject with a reason (amount and fee go back); confirmed first. */
export default function WithdrawalDecisionForm({ withdrawal, onDecided }: { withdrawal: WithdrawalReview; onDecided: () => void }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const decide = useWithdrawalDecision();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const [pending, setPending] = useState<WithdrawalReviewFields | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useContractResolver(() => import('@/contract/requests/ops-queues').then((requests) => requests.withdrawalReviewSchema));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<WithdrawalReviewFields>({ resolver, defaultValues: { decision: 'APPROVE', txHash: '', reason: '' } });
  const approving = useWatch({ control, name: 'decision' }) === 'APPROVE';
  const total = format.amount(withdrawal.amount, withdrawal.symbol);

  const send = async () => {
    if (!pending) return;
    setFormError(null);
    const review = pending.decision === 'APPROVE' ? { decision: pending.decision, txHash: pending.txHash } : { decision: pending.decision, reason: pending.reason };
    try {
      await decide.mutateAsync({ id: withdrawal._id, review });
      setPending(null);
      onDecided();
    } catch (error) {
      setPending(null);
      if (setFieldErrors(error, setError, FIELDS) === 0) setFormError(errorMessage(error));
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit((values) => setPending(values))}>
      <DecisionChoice field={register('decision')} />
      {approving ? (
        <TextField
          key="txHash"
          label={t('Transaction hash of the payout')}
          hint={t('0x followed by 64 hex digits, after paying out')}
          autoComplete="off"
          spellCheck={false}
          error={errors.txHash?.message}
          {...register('txHash')}
        />
      ) : (
        <TextField key="reason" label={t('Reason (the member reads it)')} maxLength={500} error={errors.reason?.message} {...register('reason')} />
      )}
      {formError && <ErrorNote role="alert">{formError}</ErrorNote>}
      <Button type="submit">{approving ? t('Approve withdrawal…') : t('Reject withdrawal…')}</Button>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.decision === 'REJECT' ? t('Reject this withdrawal?') : t('Approve this withdrawal?')}
        confirmLabel={pending?.decision === 'REJECT' ? t('Reject') : t('Approve')}
        busy={decide.isPending}
        error={null}
        onConfirm={send}
        onDismiss={() => setPending(null)}
      >
        {pending?.decision === 'REJECT' ? (
          <p>{t('%amount% and the fee go back to %username%.', { amount: total, username: withdrawal.username })}</p>
        ) : (
          <p>
            {t('%amount% to %address%, paid in', { amount: total, address: withdrawal.address })} <Mono>{pending?.txHash}</Mono>
          </p>
        )}
      </ConfirmDialog>
    </Form>
  );
}
