import type { ReactNode } from 'react';
import type { Setting } from '@/contract/settings';
import { SiteSettingsContext } from '@/hooks/context/SiteSettingsContext';
import { useLoadSiteSettings } from '@/hooks/useLoadSiteSettings';

interface SiteSettingsProviderProps {
  children: ReactNode;
  /** Settings the server rendered the page with: read again only once stale. */
  initialSettings?: readonly Setting[];
}

/** The WEB settings every page uses (favicon, site name, maintenance), for useSiteSettings. */
export default function SiteSettingsProvider({ children, initialSettings }: SiteSettingsProviderProps) {
  const settings = useLoadSiteSettings(initialSettings);
  return <SiteSettingsContext.Provider value={{ settings }}>{children}</SiteSettingsContext.Provider>;
}
