import { useMutation } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { forgotSecurePassword } from '@/services/security';

/** E-mails the member a one-time link to set a (new) secure password, with a toast either way. */
export function useForgotSecurePassword() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  return useMutation({
    mutationFn: forgotSecurePassword,
    onSuccess: () => toast.success(t('We sent you an e-mail with a link to set a new secure password')),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
