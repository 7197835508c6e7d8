import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import TextField from '@/components/ui/TextField';
import type { AntiPhishingCode } from '@/contract/anti-phishing';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { ANTI_PHISHING_TEXTS, antiPhishingFormSchema } from '@/hooks/forms/antiPhishingForm';
import { CONFIRMATION_FIELDS, EMPTY_CONFIRMATION, confirmationOf } from '@/hooks/forms/secureConfirmationForm';
import type { SecureConfirmationValues } from '@/hooks/forms/secureConfirmationForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAntiPhishingCode } from '@/hooks/settings/useAntiPhishingCode';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import SecureConfirmationFields from '../shared/SecureConfirmationFields';

const Explanation = styled.ul`
  margin: -4px 0 16px;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.textSubtle};

  li + li { margin-top: 4px; }
`;

const Current = styled(Note)`
  margin-bottom: 16px;

  strong { color: ${({ theme }) => theme.colors.text}; }
`;

interface AntiPhishingValues extends SecureConfirmationValues {
  phrase: string;
}

const EMPTY: AntiPhishingValues = { phrase: '', ...EMPTY_CONFIRMATION };
const FIELDS = ['phrase', ...CONFIRMATION_FIELDS] as const;

/**
 * The anti-phishing code: a phrase every genuine e-mail shows at the top. Set, changed or removed with the secure
 * password and, with 2FA on, the authenticator code (the server alerts the member); the page shows only its first
 * characters.
 */
export default function AntiPhishingCard() {
  const { t } = useTranslation();
  const { code } = useAntiPhishingCode();
  return (
    <SectionCard title={t('Anti-phishing code')}>
      <Explanation>
        <li>{t('Every genuine e-mail from us shows your anti-phishing code at the top.')}</li>
        <li>{t('An e-mail without it, or with another code, is not from us: it is phishing. Do not open its links.')}</li>
        <li>{t('Never tell your code to anyone, not even our support.')}</li>
      </Explanation>
      <QueryState query={code} errorText="Your anti-phishing code could not be loaded.">
        {(current) => <AntiPhishingForm current={current} />}
      </QueryState>
    </SectionCard>
  );
}

function AntiPhishingForm({ current }: { current: AntiPhishingCode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const withCode = Boolean(user?.is2FAEnabled);
  const { save } = useAntiPhishingCode();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(antiPhishingFormSchema(withCode), ANTI_PHISHING_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY });

  const send = async (phrase: string | null, confirmation: SecureConfirmationValues) => {
    try {
      await save.mutateAsync({ phrase, ...confirmationOf(confirmation, withCode) });
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
  };
  const submit = useSubmitOnce(({ phrase, ...confirmation }: AntiPhishingValues) => send(phrase, confirmation));
  const remove = async () => {
    if (await trigger([...CONFIRMATION_FIELDS], { shouldFocus: true })) await send(null, getValues());
  };
  const busy = isSubmitting || save.isPending;

  return (
    <>
      <Current>
        {current.isSet ? (
          <>
            {t('Current code:')} <strong>{current.hint}</strong>
          </>
        ) : (
          t('No anti-phishing code is set yet: our e-mails show none.')
        )}
      </Current>
      {user?.hasSecurePassword ? (
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <TextField
            label={current.isSet ? t('New anti-phishing code') : t('Anti-phishing code')}
            hint={t('4 to 32 characters: letters, digits, spaces, punctuation. Pick words only you would choose.')}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            required
            error={errors.phrase?.message}
            {...register('phrase')}
          />
          <SecureConfirmationFields
            withCode={withCode}
            securePassword={register('securePassword')}
            code={register('code')}
            errors={{ securePassword: errors.securePassword?.message, code: errors.code?.message }}
          />
          <Actions>
            <Button type="submit" disabled={busy}>
              {busy ? t('Saving…') : current.isSet ? t('Change code') : t('Set code')}
            </Button>
            {current.isSet && (
              <Button $variant="secondary" disabled={busy} onClick={() => void remove()}>
                {t('Remove code')}
              </Button>
            )}
          </Actions>
        </Form>
      ) : (
        <SecurePasswordNotice forChange />
      )}
    </>
  );
}
