import { useContext } from 'react';
import { SiteSettingsContext } from '@/hooks/context/SiteSettingsContext';
import { findSetting } from '@/services/setting';

export const DEFAULT_SITE_NAME = 'FilHub';
export const DEFAULT_FAVICON_URI = '/logo.png';

/** The WEB settings every page uses, with the defaults of the spec while they load. */
export function useSiteSettings() {
  const { settings } = useContext(SiteSettingsContext);
  const data = settings ?? [];
  return {
    isLoaded: settings !== null,
    siteName: findSetting(data, 'siteName') || DEFAULT_SITE_NAME,
    faviconUri: findSetting(data, 'faviconUri') || DEFAULT_FAVICON_URI,
    hotline: findSetting(data, 'hotline'),
    maintenance: findSetting(data, 'maintenance') === 'true',
  };
}
