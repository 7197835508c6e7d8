import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import { lazyComponent } from '@/components/ui/lazyComponent';
import TextField from '@/components/ui/TextField';
import type { OrderCancellationFields } from '@/contract/requests/ops-queues';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useOrderCancellation } from '@/hooks/ops/useOpsQueues';
import { useTranslation } from '@/hooks/useTranslation';

// framer-motion comes with the dialog, not with the queue page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

interface BankOrderCancelDialogProps {
  code: string;
  onDismiss: () => void;
  onDone: (code: string) => void;
}

/** Cancels a bank order awaiting payment, with the reason kept in the audit log (the dialog is the confirmation). */
export default function BankOrderCancelDialog({ code, onDismiss, onDone }: BankOrderCancelDialogProps) {
  const { t } = useTranslation();
  const cancel = useOrderCancellation();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useContractResolver(() => import('@/contract/requests/ops-queues').then((requests) => requests.orderCancellationSchema));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderCancellationFields>({ resolver, defaultValues: { reason: '' } });

  const submit = async (request: OrderCancellationFields) => {
    setFormError(null);
    try {
      await cancel.mutateAsync({ code, request });
      onDone(code);
    } catch (error) {
      if (setFieldErrors(error, setError, ['reason']) === 0) setFormError(errorMessage(error));
    }
  };

  return (
    <Modal isOpen onDismiss={onDismiss} title={t('Cancel order %code%?', { code })}>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <p>{t('The member can no longer pay it. This cannot be undone.')}</p>
        <TextField label={t('Reason (kept in the audit log)')} maxLength={500} error={errors.reason?.message} {...register('reason')} />
        {formError && <ErrorNote role="alert">{formError}</ErrorNote>}
        <ButtonRow>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Working…') : t('Cancel order')}
          </Button>
          <Button $variant="secondary" onClick={onDismiss} disabled={isSubmitting}>
            {t('Back')}
          </Button>
        </ButtonRow>
      </Form>
    </Modal>
  );
}
