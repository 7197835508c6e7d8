import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/useAuth';
import { getDisplayIncome } from '@/services/auth';

export type IncomeAccess = 'checking' | 'allowed' | 'denied';

/**
 * Whether the member may see their income history (display-income, allowed once KYC is
 * approved). Shares its cache with useDisplayIncome (same query key); unlike it, tells the
 * check in progress apart from a refusal. A failed check counts as denied.
 */
export function useIncomeAccess(): IncomeAccess {
  const { user } = useAuth();
  const username = user?.username;
  const { data, isPending, isError } = useQuery({
    queryKey: ['display-income', username],
    queryFn: () => getDisplayIncome(username as string),
    enabled: !!username,
    staleTime: 5 * 60_000,
  });
  if (data) return data.allowed === true ? 'allowed' : 'denied';
  if (isError) return 'denied';
  return isPending ? 'checking' : 'denied';
}
