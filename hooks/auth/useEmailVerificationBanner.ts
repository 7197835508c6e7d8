import { useAuth } from '@/hooks/useAuth';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { useResendVerificationEmail } from './useEmailVerification';

/** The verification banner's state: shown while the signed-in member's address is not verified. */
export function useEmailVerificationBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { errorMessage } = useServerErrors();
  const mutation = useResendVerificationEmail();
  const message = mutation.isSuccess
    ? t('A new verification link has been e-mailed to you')
    : mutation.isError
      ? errorMessage(mutation.error)
      : null;
  return {
    show: user?.emailVerified === false,
    email: user?.email ?? '',
    resend: () => mutation.mutate(),
    status: { pending: mutation.isPending, failed: mutation.isError, message },
  };
}
