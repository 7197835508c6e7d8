import { forgotPassword, resetPassword, signUp } from '@/services/guestAuth';

/**
 * The guest pages' account requests (sign-up, reset link, new password). Plain calls that reject with the
 * server's error body: the guest pages load no query library.
 */
export function useGuestAccount() {
  return { signUp, forgotPassword, resetPassword };
}
