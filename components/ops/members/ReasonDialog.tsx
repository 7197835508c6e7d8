import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import { lazyComponent } from '@/components/ui/lazyComponent';
import Notice from '@/components/ui/Notice';
import TextField from '@/components/ui/TextField';
import { memberActionSchema } from '@/contract/requests/ops-members';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

const FIELDS = ['reason'] as const;

interface ReasonDialogProps {
  isOpen: boolean;
  title: string;
  /** What the action does, read before confirming. */
  explanation: string;
  confirmLabel: string;
  onConfirm: (reason: string) => Promise<unknown>;
  onDismiss: () => void;
}

/** Confirms an action on a member with the reason the audit log keeps; the server's field error lands on the reason. */
export default function ReasonDialog({ isOpen, title, explanation, confirmLabel, onConfirm, onDismiss }: ReasonDialogProps) {
  const { t } = useTranslation();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(memberActionSchema);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { reason: '' } });

  useEffect(() => {
    if (!isOpen) reset({ reason: '' });
  }, [isOpen, reset]);

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await onConfirm(reason);
      onDismiss();
    } catch (error) {
      if (setFieldErrors(error, setError, FIELDS) === 0) setError('root.server', { message: errorMessage(error) });
    }
  };

  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={title}>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <p style={{ margin: 0 }}>{explanation}</p>
        <TextField label={t('Reason (kept in the audit log)')} autoComplete="off" error={errors.reason?.message} {...register('reason')} />
        {errors.root?.server && <Notice role="alert">{errors.root.server.message}</Notice>}
        <Actions>
          <Button $variant="neutral" onClick={onDismiss} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Please wait…') : confirmLabel}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
