import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import type { KycReviewFields } from '@/contract/requests/ops-queues';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useKycDecision } from '@/hooks/ops/useOpsQueues';
import { useTranslation } from '@/hooks/useTranslation';
import DecisionChoice from './DecisionChoice';
import ConfirmDialog from './ConfirmDialog';

const FIELDS = ['decision', 'reason'] as const;

/** Approve, or reject with the reason the member reads; confirmed before it is sent. */
export default function KycDecisionForm({ username, onDecided }: { username: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const decide = useKycDecision();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const [pending, setPending] = useState<KycReviewFields | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useContractResolver(() => import('@/contract/requests/ops-queues').then((requests) => requests.kycReviewSchema));
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<KycReviewFields>({ resolver, defaultValues: { decision: 'APPROVE', reason: '' } });
  const rejecting = useWatch({ control, name: 'decision' }) === 'REJECT';

  const send = async () => {
    if (!pending) return;
    setFormError(null);
    try {
      await decide.mutateAsync({ username, review: pending });
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
      <TextField
        label={t('Reason (the member reads it)')}
        hint={rejecting ? undefined : t('Needed to reject')}
        error={errors.reason?.message}
        maxLength={500}
        {...register('reason')}
      />
      {formError && <ErrorNote role="alert">{formError}</ErrorNote>}
      <Button type="submit">{rejecting ? t('Reject KYC…') : t('Approve KYC…')}</Button>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending?.decision === 'REJECT' ? t('Reject the KYC of %username%?', { username }) : t('Approve the KYC of %username%?', { username })}
        confirmLabel={pending?.decision === 'REJECT' ? t('Reject') : t('Approve')}
        busy={decide.isPending}
        error={null}
        onConfirm={send}
        onDismiss={() => setPending(null)}
      >
        {pending?.decision === 'REJECT' && <p>{t('The member reads: %reason%', { reason: pending.reason ?? '' })}</p>}
      </ConfirmDialog>
    </Form>
  );
}
