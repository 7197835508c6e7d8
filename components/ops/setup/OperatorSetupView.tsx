import { useRouter } from 'next/router';
import { FormProvider, useForm } from 'react-hook-form';
import styled from 'styled-components';
import NewPasswordFields from '@/components/shared/NewPasswordFields';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import PageTitle from '@/components/ui/PageTitle';
import QrCode from '@/components/ui/QrCode';
import QueryState from '@/components/ui/QueryState';
import TextField from '@/components/ui/TextField';
import { OPS_PATHS } from '@/config/opsPaths';
import { ROLE_LABELS } from '@/components/ops/OperatorBar';
import type { OperatorSetupInfo } from '@/contract/operators';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { NEW_PASSWORD_TEXTS } from '@/hooks/forms/accountFormTexts';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import type { OperatorSetupFormValues } from '@/hooks/forms/operatorSetupForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useCompleteOperatorSetup, useOperatorSetupInfo } from '@/hooks/ops/useOperatorSetup';
import { useTranslation } from '@/hooks/useTranslation';

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: 24px 16px;
`;

const Frame = styled(Card)`
  width: 100%;
  max-width: 480px;

  h1 { margin: 0 0 8px; font-size: 24px; }
  h2 { margin: 24px 0 8px; font-size: 18px; }
`;

const Secret = styled.code`
  display: block;
  margin-top: 12px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

const FIELDS = ['password', 'code'] as const;

function SetupForm({ token, info }: { token: string; info: OperatorSetupInfo }) {
  const { t } = useTranslation();
  const router = useRouter();
  const complete = useCompleteOperatorSetup();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(() => import('@/hooks/forms/operatorSetupForm').then((forms) => forms.operatorSetupFormSchema), {
    ...NEW_PASSWORD_TEXTS,
    ...CODE_FORM_TEXTS,
  });
  const form = useForm<OperatorSetupFormValues>({ resolver, defaultValues: { password: '', confirmPassword: '', code: '' } });
  const {
    handleSubmit,
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async (values: OperatorSetupFormValues) => {
    try {
      await complete.mutateAsync({ token, password: values.password, code: values.code });
      await router.push(OPS_PATHS.login);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <>
      <h2>{t('1. Add the authenticator')}</h2>
      <p>{t('Scan this code with an authenticator app, or type the key below into it.')}</p>
      <QrCode value={info.otpauthUri} alt={t('QR code of the authenticator for %username%', { username: info.username })} failedText={t('Type the key below into your authenticator app.')} />
      <Secret aria-label={t('Authenticator key')}>{info.totpSecret}</Secret>
      <h2>{t('2. Choose a password and confirm with a code')}</h2>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          {complete.isError && <Notice role="alert">{errorMessage(complete.error)}</Notice>}
          <NewPasswordFields />
          <TextField
            label={t('Code from the authenticator')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={errors.code?.message}
            {...register('code')}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('Saving…') : t('Finish setup')}
          </Button>
        </Form>
      </FormProvider>
    </>
  );
}

/** /ops/setup?token=: an operator's one-time link: enrol the authenticator, set the password, then sign in. */
export default function OperatorSetupView() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const info = useOperatorSetupInfo(token);
  const { errorMessage } = useServerErrors();

  let body;
  if (router.isReady && !token) {
    body = <Notice role="alert">{t('This setup link is incomplete: it has no token.')}</Notice>;
  } else if (info.isError && info.error && 'statusCode' in info.error && info.error.statusCode === 404) {
    body = <Notice role="alert">{errorMessage(info.error)}</Notice>;
  } else {
    body = (
      <QueryState query={info} errorText="The setup link could not be checked.">
        {(data) => (
          <>
            <p>{t('Account %username%, role %role%.', { username: data.username, role: t(ROLE_LABELS[data.role]) })}</p>
            {token && <SetupForm token={token} info={data} />}
          </>
        )}
      </QueryState>
    );
  }

  return (
    <Page>
      <PageTitle title="Operator setup" />
      <Frame aria-labelledby="ops-setup-title">
        <h1 id="ops-setup-title">{t('Operator setup')}</h1>
        {body}
      </Frame>
    </Page>
  );
}
