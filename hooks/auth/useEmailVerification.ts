import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/hooks/useAuth';
import { resendVerificationEmail, verifyEmail } from '@/services/emailVerification';

/** "Resend the link" of the banner: one call per click, rejected with the server's error (e.g. RATE_LIMITED). */
export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}

/** The link's page: verifies with the token, then reads the member again (the banner goes). */
export function useVerifyEmail(token: string | null) {
  const { reloadUser } = useAuth();
  return useMutation({
    mutationFn: async () => {
      if (!token) throw new Error('No token');
      await verifyEmail(token);
      await reloadUser().catch(() => undefined);
    },
  });
}
