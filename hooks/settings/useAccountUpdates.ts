import { updateProfile } from '@/services/profile';
import { changePassword, changeSecurePassword, resetSecurePassword } from '@/services/security';

/** The signed-in member's profile and password changes; each rejects with the server's error body for the form. */
export function useAccountUpdates() {
  return { updateProfile, changePassword, changeSecurePassword, resetSecurePassword };
}
