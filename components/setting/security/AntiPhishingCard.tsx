import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Note from '@/components/ui/Note';
import PasswordField from '@/components/ui/PasswordField';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import TextField from '@/components/ui/TextField';
import type { AntiPhishingCode } from '@/contract/anti-phishing';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { ANTI_PHISHING_TEXTS, antiPhishingFormSchema } from '@/hooks/forms/antiPhishingForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAntiPhishingCode } from '@/hooks/settings/useAntiPhishingCode';
import { useTranslation } from '@/hooks/useTranslation';

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

interface AntiPhishingValues {
  phrase: string;
  password: string;
}

const EMPTY: AntiPhishingValues = { phrase: '', password: '' };
const FIELDS = ['phrase', 'password'] as const;

/**
 * The anti-phishing code: a phrase every genuine e-mail shows at the top. Set, changed or removed with the login
 * password (the server alerts the member); the page shows only its first characters.
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
  const { save } = useAntiPhishingCode();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(antiPhishingFormSchema, ANTI_PHISHING_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY });

  const send = async (phrase: string | null, password: string) => {
    try {
      await save.mutateAsync({ phrase, password });
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
  };
  const submit = useSubmitOnce(({ phrase, password }: AntiPhishingValues) => send(phrase, password));
  const remove = async () => {
    if (await trigger('password', { shouldFocus: true })) await send(null, getValues('password'));
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
        <PasswordField
          label={t('Login password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
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
    </>
  );
}
