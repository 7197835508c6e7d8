import { useMutation } from '@tanstack/react-query';
import { getTwoFactorSetup } from '@/services/security';

/** Fetches a 2FA set-up (QR code URL and key) on request; `data` null when it could not be loaded. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: getTwoFactorSetup });
}
