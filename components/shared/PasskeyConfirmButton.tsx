import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import Button from '@/components/ui/Button';
import toast from '@/hooks/ui/toast';
import type { PasskeyConfirmation } from '@/hooks/passkeys/usePasskeyConfirmation';
import { usePasskeyErrors } from '@/hooks/passkeys/usePasskeyErrors';
import { useTranslation } from '@/hooks/useTranslation';
import type { SecretValues } from './SecretFields';

/**
 * "Confirm with a passkey" in place of the authenticator code: the form's other fields are checked first, then the
 * browser's prompt signs a challenge for money operations, and the form is sent with that answer (used once: it is
 * forgotten when the request ends).
 */
export default function PasskeyConfirmButton({ confirm }: Pick<PasskeyConfirmation, 'confirm'>) {
  const { t } = useTranslation();
  const describe = usePasskeyErrors();
  const {
    getValues,
    setValue,
    trigger,
    clearErrors,
    formState: { isSubmitting },
  } = useFormContext<SecretValues>();
  const [waiting, setWaiting] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (isSubmitting || !sent.current) return;
    sent.current = false;
    setValue('passkey', null);
  }, [isSubmitting, setValue]);

  const confirmWithPasskey = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    const others = Object.keys(getValues()).filter((name) => name !== 'code' && name !== 'passkey') as FieldPath<SecretValues>[];
    clearErrors('code');
    if (!(await trigger(others, { shouldFocus: true }))) return;
    setWaiting(true);
    try {
      setValue('passkey', await confirm());
    } catch (error) {
      toast.error(describe(error));
      return;
    } finally {
      setWaiting(false);
    }
    sent.current = true;
    form?.requestSubmit();
  };

  return (
    <Button $variant="secondary" disabled={waiting || isSubmitting} onClick={(event) => void confirmWithPasskey(event)}>
      {waiting ? t('Waiting for your passkey…') : t('Confirm with a passkey')}
    </Button>
  );
}
