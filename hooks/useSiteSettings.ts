import { useQuery } from '@tanstack/react-query';
import { findSetting, getSettings } from '@/services/setting';
import type { SettingGroup } from '@/services/types';

export const DEFAULT_SITE_NAME = 'FilHub';
export const DEFAULT_FAVICON_URI = '/logo.png';

export function useSettings(group: SettingGroup) {
  return useQuery({ queryKey: ['settings', group], queryFn: () => getSettings(group), staleTime: 5 * 60_000 });
}

/** The WEB settings every page uses, with the defaults of the spec while they load. */
export function useSiteSettings() {
  const { data = [], isSuccess } = useSettings('WEB');
  return {
    isLoaded: isSuccess,
    siteName: findSetting(data, 'siteName') || DEFAULT_SITE_NAME,
    faviconUri: findSetting(data, 'faviconUri') || DEFAULT_FAVICON_URI,
    hotline: findSetting(data, 'hotline'),
    maintenance: findSetting(data, 'maintenance') === 'true',
  };
}
