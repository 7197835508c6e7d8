import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Kyc } from '@/contract/kyc';
import { errorCodeOf } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import type { KycSubmission } from '@/contract/requests/kyc';
import { getKyc, submitKyc } from '@/services/kyc';

export const KYC_QUERY_KEY = ['settings', 'kyc'] as const;

/** The member's KYC state. */
export function useKyc() {
  return useQuery({ queryKey: KYC_QUERY_KEY, queryFn: getKyc });
}

/**
 * Sends the documents; the answer (PENDING) replaces the cached state, so the page turns
 * read-only, and the user is reloaded for its kycStatus. A 409 (already pending or approved
 * elsewhere) refreshes the state before rejecting.
 */
export function useSubmitKyc(): (values: KycSubmission) => Promise<Kyc> {
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  return useCallback(
    async (values: KycSubmission) => {
      try {
        const kyc = await submitKyc(values);
        queryClient.setQueryData(KYC_QUERY_KEY, kyc);
        void reloadUser().catch(() => undefined);
        return kyc;
      } catch (error) {
        if (errorCodeOf(error) === 'KYC_LOCKED') void queryClient.invalidateQueries({ queryKey: KYC_QUERY_KEY });
        throw error;
      }
    },
    [queryClient, reloadUser],
  );
}
