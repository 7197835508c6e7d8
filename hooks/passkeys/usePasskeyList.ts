import { useQuery } from '@tanstack/react-query';
import { listPasskeys } from '@/services/passkeys';

export const PASSKEYS_QUERY_KEY = ['settings', 'passkeys'] as const;

/** The member's passkeys (name, added, last used); `enabled` false asks nothing. */
export function usePasskeyList(enabled = true) {
  return useQuery({ queryKey: PASSKEYS_QUERY_KEY, queryFn: listPasskeys, enabled });
}
