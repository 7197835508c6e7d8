import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { SecondaryButton } from '@/components/auth/styles';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { forgotSecurePassword } from '@/services/security';

/** "Forgot your secure password?": e-mails a one-time link to the page that sets a new one. */
export default function ForgotSecurePasswordButton() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const send = useMutation({
    mutationFn: forgotSecurePassword,
    onSuccess: () => toast.success(t('We sent you an e-mail with a link to set a new secure password')),
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <SecondaryButton onClick={() => send.mutate()} disabled={send.isPending}>
      {send.isPending ? t('Please wait…') : t('Forgot your secure password?')}
    </SecondaryButton>
  );
}
