import { useQuery } from '@tanstack/react-query';
import { getSignIns } from '@/services/security';

export const SIGN_INS_QUERY_KEY = ['settings', 'sign-ins'] as const;

/** The member's recent sign-ins, newest first as the server sends them. */
export function useSignIns() {
  return useQuery({ queryKey: SIGN_INS_QUERY_KEY, queryFn: getSignIns });
}
