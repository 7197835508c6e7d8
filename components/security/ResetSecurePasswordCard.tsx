import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import SectionCard from '@/components/ui/SectionCard';
import TextLink from '@/components/ui/TextLink';
import NewSecretFields from '@/components/shared/NewSecretFields';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { SECURE_PASSWORD_TEXTS, secureResetFormSchema } from '@/hooks/forms/securityForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAccountUpdates } from '@/hooks/settings/useAccountUpdates';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';

interface Values {
  newSecurePassword: string;
  confirmSecurePassword: string;
}

const FIELDS = ['newSecurePassword'] as const;

/** The card of /reset-secure-password?token=: the signed-in member sets a new secure password with the e-mailed link. */
export default function ResetSecurePasswordCard() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const { user, reloadUser } = useAuth();
  // A member without one sets the first secure password through this link: it is set, not changed.
  const first = user ? !user.hasSecurePassword : false;
  const { resetSecurePassword } = useAccountUpdates();
  const { errorMessage, fieldError, setFieldErrors } = useServerErrors();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const resolver = useContractResolver(secureResetFormSchema, SECURE_PASSWORD_TEXTS);
  const form = useForm({ resolver, defaultValues: { newSecurePassword: '', confirmSecurePassword: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ newSecurePassword }: Values) => {
    if (!token) return;
    try {
      await resetSecurePassword({ token, newSecurePassword });
      toast.success(first ? t('Secure password set') : t('Secure password changed'));
      await reloadUser().catch(() => undefined);
      await router.push(ROUTES.settingSecurity);
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      const invalid = fieldError(error, 'token');
      if (invalid) setTokenError(invalid);
    }
  });

  const again = <TextLink href={ROUTES.settingSecurity}>{t('Ask for a new link in Setting → Security')}</TextLink>;

  return (
    <SectionCard title={t('New secure password')}>
      {router.isReady && !token ? (
        <Notice role="alert">
          {t('This link is incomplete: it has no token.')} {again}
        </Notice>
      ) : (
        <FormProvider {...form}>
          <Form noValidate onSubmit={handleSubmit(submit)}>
            {tokenError && (
              <Notice role="alert">
                {tokenError} {again}
              </Notice>
            )}
            <NewSecretFields
              name="newSecurePassword"
              confirmName="confirmSecurePassword"
              label={t('New secure password')}
              confirmLabel={t('Confirm secure password')}
            />
            <Actions>
              <Button type="submit" disabled={isSubmitting || !token}>{isSubmitting ? t('Saving…') : t('Set secure password')}</Button>
            </Actions>
          </Form>
        </FormProvider>
      )}
    </SectionCard>
  );
}
