import { useQuery } from '@tanstack/react-query';
import { getSettings } from '@/services/setting';
import type { SettingGroup } from '@/services/types';

/** A settings group through the query cache (member and public pages). */
export function useSettings(group: SettingGroup) {
  return useQuery({ queryKey: ['settings', group], queryFn: () => getSettings(group), staleTime: 5 * 60_000 });
}
