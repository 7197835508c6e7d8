import { forgotPassword, resetPassword } from '@/services/guestAuth';

/**
 * The guest pages' account requests (reset link, new password; sign-up is useSignUp). Plain calls that reject with
 * the server's error body: the guest pages load no query library.
 */
export function useGuestAccount() {
  return { forgotPassword, resetPassword };
}
