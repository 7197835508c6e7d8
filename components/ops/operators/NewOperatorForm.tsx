import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import FieldGrid from '@/components/ui/FieldGrid';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';
import type { NewOperatorRequest } from '@/contract/requests/operators';
import { newOperatorSchema } from '@/contract/requests/operators';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useRequestNewOperator } from '@/hooks/ops/useOperatorChanges';
import { useTranslation } from '@/hooks/useTranslation';
import { roleOptions } from './roles';

const FIELDS = ['username', 'role'] as const;
const EMPTY: NewOperatorRequest = { username: '', role: 'SUPPORT' };

/**
 * An admin asks for a new operator: the request waits (in the list below) until a second admin approves it, which
 * makes the operator and shows its one-time setup link. A refusal (a name taken, a request already waiting) shows under
 * its field.
 */
export default function NewOperatorForm() {
  const { t } = useTranslation();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(newOperatorSchema);
  const ask = useRequestNewOperator();
  const [outcome, setOutcome] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY });

  const send = async (request: NewOperatorRequest) => {
    setOutcome('');
    try {
      const change = await ask.mutateAsync(request);
      reset(EMPTY);
      setOutcome(
        t('New operator %username% (%role%) is asked for. It waits for a second admin’s approval.', {
          username: change.username,
          role: t(ROLE_LABELS[change.role]),
        }),
      );
    } catch (error) {
      if (setFieldErrors(error, setError, FIELDS) === 0) setError('root.server', { message: errorMessage(error) });
    }
  };

  return (
    <SectionCard
      title={t('Ask for a new operator')}
      description={t('Another admin must approve the request; the approval makes the operator and shows a one-time setup link to hand over.')}
    >
      <Form noValidate aria-label={t('Ask for a new operator')} onSubmit={handleSubmit(send)}>
        <FieldGrid>
          <TextField
            label={t('Username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register('username')}
          />
          <SelectField label={t('Role')} options={roleOptions(t)} error={errors.role?.message} {...register('role')} />
        </FieldGrid>
        {errors.root?.server && <Notice role="alert">{errors.root.server.message}</Notice>}
        {outcome && (
          <Notice role="status" $tone="info">
            {outcome}
          </Notice>
        )}
        <Actions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Please wait…') : t('Ask for this operator')}
          </Button>
        </Actions>
      </Form>
    </SectionCard>
  );
}
