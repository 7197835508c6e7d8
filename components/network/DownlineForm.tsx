import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import type { CreatedDownline } from '@/contract/network';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import TextField from '@/components/ui/TextField';
import NewPasswordFields from '@/components/shared/NewPasswordFields';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { newDownlineFormSchema } from '@/hooks/forms/accountForms';
import { NEW_DOWNLINE_TEXTS } from '@/hooks/forms/accountFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useCreateDownline } from '@/hooks/network/useCreateDownline';
import { useTranslation } from '@/hooks/useTranslation';
import type { NewDownlineFormValues } from '@/hooks/forms/accountForms';

const FIELDS = ['username', 'fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;
const EMPTY: NewDownlineFormValues = { username: '', fullName: '', email: '', phone: '', password: '', confirmPassword: '' };

/** The new member's account, with the sign-up rules; the caller becomes their sponsor. */
export default function DownlineForm({ onCreated }: { onCreated: (member: CreatedDownline) => void }) {
  const { t } = useTranslation();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const { mutateAsync } = useCreateDownline();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useContractResolver(newDownlineFormSchema, NEW_DOWNLINE_TEXTS);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ confirmPassword: _confirmPassword, ...member }: NewDownlineFormValues) => {
    setFormError(null);
    try {
      onCreated(await mutateAsync(member));
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      if (!setFieldErrors(error, setError, FIELDS)) setFormError(message);
    }
  });

  return (
    <Card aria-labelledby="new-member-heading">
      <h2 id="new-member-heading">{t('New member')}</h2>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          {formError && <Notice role="alert">{formError}</Notice>}
          <TextField
            label={t('Username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={t('Full name')}
            autoComplete="off"
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label={t('Email')}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('Phone number')}
            type="tel"
            autoComplete="off"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <NewPasswordFields />
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Registering…') : t('Register member')}</Button>
        </Form>
      </FormProvider>
    </Card>
  );
}
