import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignUp } from '@/hooks/auth/useSignUp';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import type { SignUpFormValues } from '@/hooks/forms/accountForms';
import { SIGN_UP_TEXTS } from '@/hooks/forms/accountFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from '@/components/shared/AuthCard';
import NewPasswordFields from '@/components/shared/NewPasswordFields';
import SignUpRulesLinks from './SignUpRulesLinks';
import TermsConsentField from './TermsConsentField';

const FIELDS = ['username', 'fullName', 'email', 'phone', 'password', 'referrerCode', 'acceptTerms'] as const;

/**
 * /sign-up?ref=CODE: a new member account, the referrer code prefilled from `ref`, the terms accepted; then signed in
 * and on to the dashboard's welcome.
 */
export default function SignUpView() {
  const { t } = useTranslation();
  const referrer = useQueryParam('ref');
  const signUp = useSignUp();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(() => import('@/hooks/forms/accountForms').then((forms) => forms.signUpFormSchema), SIGN_UP_TEXTS);
  const form = useForm({
    resolver,
    defaultValues: { username: '', fullName: '', email: '', phone: '', password: '', confirmPassword: '', referrerCode: '', acceptTerms: false },
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (referrer && !getValues('referrerCode')) setValue('referrerCode', referrer);
  }, [referrer, getValues, setValue]);

  const submit = useSubmitOnce(async ({ confirmPassword: _confirm, ...values }: SignUpFormValues) => {
    try {
      await signUp(values);
      toast.success(t('Account created'));
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Sign up"
      footer={
        <>
          {t('Already have an account?')} <TextLink href={ROUTES.login}>{t('Sign in')}</TextLink>
          <SignUpRulesLinks />
        </>
      }
    >
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <TextField
            label={t('Username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username?.message}
            {...register('username')}
          />
          <TextField
            label={t('Full name')}
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label={t('Email')}
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('Phone number')}
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <NewPasswordFields />
          <TextField
            label={t('Referrer code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.referrerCode?.message}
            {...register('referrerCode')}
          />
          <TermsConsentField />
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Creating account…') : t('Create account')}</Button>
        </Form>
      </FormProvider>
    </AuthCard>
  );
}
