import { useQuery } from '@tanstack/react-query';
import type { SettingGroup } from '@/contract/enums';
import { getSettings } from '@/services/setting';

/** A settings group through the query cache (member and public pages). */
export function useSettings(group: SettingGroup) {
  return useQuery({ queryKey: ['settings', group], queryFn: () => getSettings(group), staleTime: 5 * 60_000 });
}
