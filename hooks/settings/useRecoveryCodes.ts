import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import type { TwoFactorToggleValues } from '@/contract/requests/security';
import { getRecoveryCodesLeft, renewRecoveryCodes } from '@/services/security';

export const RECOVERY_CODES_QUERY_KEY = ['settings', 'recovery-codes'] as const;

/** How many unused recovery codes the member has (asked only while 2FA is on). */
export function useRecoveryCodesLeft(twoFactorOn: boolean) {
  return useQuery({ queryKey: RECOVERY_CODES_QUERY_KEY, queryFn: getRecoveryCodesLeft, enabled: twoFactorOn });
}

/** New recovery codes (password and authenticator code): a toast either way; resolves the codes, rejects for the form. */
export function useRenewRecoveryCodes() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  return useCallback(
    async (values: TwoFactorToggleValues): Promise<string[]> => {
      try {
        const codes = await renewRecoveryCodes(values);
        toast.success(t('New recovery codes made'));
        return codes;
      } catch (error) {
        toast.error(errorMessage(error));
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_QUERY_KEY });
      }
    },
    [errorMessage, queryClient, t],
  );
}
