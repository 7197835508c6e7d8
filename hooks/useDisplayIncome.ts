import { useQuery } from '@tanstack/react-query';
import { getDisplayIncome } from '@/services/auth';

/** Whether the member may see the History Transaction link (false until the server says so). */
export function useDisplayIncome(username: string | undefined): boolean {
  const { data } = useQuery({
    queryKey: ['display-income', username],
    queryFn: () => getDisplayIncome(username as string),
    enabled: !!username,
    staleTime: 5 * 60_000,
  });
  return data?.allowed === true;
}
