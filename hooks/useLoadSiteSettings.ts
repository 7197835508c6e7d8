import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { getSettings } from '@/services/setting';
import type { Setting } from '@/contract/settings';

/** How long the WEB settings (maintenance switch included) are used before a page change reads them again. */
export const SITE_SETTINGS_STALE_MS = 5 * 60_000;

/**
 * The WEB settings every page uses (favicon, site name, maintenance), read once for the visit and again
 * on a page change once stale; null until the first answer. A plain state rather than the query cache:
 * guest pages load no query library. `initialSettings` (the server render's) are read again only once stale.
 */
export function useLoadSiteSettings(initialSettings?: readonly Setting[]): readonly Setting[] | null {
  const [settings, setSettings] = useState<readonly Setting[] | null>(initialSettings ?? null);
  const [renderedAt] = useState(() => (initialSettings ? Date.now() : 0));
  const readAt = useRef(renderedAt);
  const { events } = useRouter();

  useEffect(() => {
    let active = true;
    const read = () => {
      readAt.current = Date.now();
      void getSettings('WEB').then((list) => {
        if (active) setSettings(list);
      });
    };
    const readIfStale = () => {
      if (Date.now() - readAt.current >= SITE_SETTINGS_STALE_MS) read();
    };
    readIfStale();
    events.on('routeChangeComplete', readIfStale);
    return () => {
      active = false;
      events.off('routeChangeComplete', readIfStale);
    };
  }, [events]);

  return settings;
}
