import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import Button from '@/components/ui/Button';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { forgotSecurePassword } from '@/services/security';

/**
 * E-mails a one-time link to the page that sets a secure password: "Forgot your secure password?", or, for a member
 * who has none yet, the way to set the first one (`first`).
 */
export default function ForgotSecurePasswordButton({ first = false }: { first?: boolean }) {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const send = useMutation({
    mutationFn: forgotSecurePassword,
    onSuccess: () => toast.success(t('We sent you an e-mail with a link to set a new secure password')),
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Button $variant={first ? 'primary' : 'secondary'} onClick={() => send.mutate()} disabled={send.isPending}>
      {send.isPending ? t('Please wait…') : first ? t('E-mail me a link to set it') : t('Forgot your secure password?')}
    </Button>
  );
}
