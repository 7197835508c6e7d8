import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import { lazyComponent } from '@/components/ui/lazyComponent';
import Notice from '@/components/ui/Notice';
import SelectField from '@/components/ui/SelectField';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';
import type { OperatorChange, OperatorView } from '@/contract/operators';
import type { OperatorRoleChangeRequest } from '@/contract/requests/operators';
import { operatorRoleChangeSchema } from '@/contract/requests/operators';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useRequestRoleChange } from '@/hooks/ops/useOperatorChanges';
import { useTranslation } from '@/hooks/useTranslation';
import { ROLES_BY_POWER, roleOptions } from './roles';

// framer-motion comes with the dialog, not with the page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

const FIELDS = ['role'] as const;

interface RoleChangeDialogProps {
  /** The operator whose role to change; null when closed. */
  operator: OperatorView | null;
  onAsked: (change: OperatorChange) => void;
  onDismiss: () => void;
}

/** Asks for another role for an operator (it waits for a second admin); a refusal shows under the role. */
export default function RoleChangeDialog({ operator, onAsked, onDismiss }: RoleChangeDialogProps) {
  const { t } = useTranslation();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(operatorRoleChangeSchema);
  const ask = useRequestRoleChange();
  const others = ROLES_BY_POWER.filter((role) => role !== operator?.role);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { role: others[0] } });

  useEffect(() => {
    if (operator) reset({ role: ROLES_BY_POWER.find((role) => role !== operator.role) });
  }, [operator, reset]);

  const send = async ({ role }: OperatorRoleChangeRequest) => {
    if (!operator) return;
    try {
      onAsked(await ask.mutateAsync({ username: operator.username, role }));
      onDismiss();
    } catch (error) {
      if (setFieldErrors(error, setError, FIELDS) === 0) setError('root.server', { message: errorMessage(error) });
    }
  };

  return (
    <Modal isOpen={operator !== null} onDismiss={onDismiss} title={t('Change the role of %username%', { username: operator?.username ?? '' })}>
      {operator && (
        <Form noValidate onSubmit={handleSubmit(send)}>
          <p style={{ margin: 0 }}>
            {t('Now %role%. The new role applies once a second admin approves the request.', { role: t(ROLE_LABELS[operator.role]) })}
          </p>
          <SelectField label={t('New role')} options={roleOptions(t, others)} error={errors.role?.message} {...register('role')} />
          {errors.root?.server && <Notice role="alert">{errors.root.server.message}</Notice>}
          <Actions>
            <Button $variant="neutral" onClick={onDismiss} disabled={isSubmitting}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('Please wait…') : t('Ask for this role')}
            </Button>
          </Actions>
        </Form>
      )}
    </Modal>
  );
}
