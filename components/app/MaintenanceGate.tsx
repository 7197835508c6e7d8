import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isConsolePath } from '@/config/opsPaths';
import { ROUTES } from '@/config/routes';
import { useSiteSettings } from '@/hooks/useSiteSettings';

/** settings WEB.maintenance: true sends every member page to /maintenance; false sends /maintenance home. */
export default function MaintenanceGate() {
  const router = useRouter();
  const { isLoaded, maintenance } = useSiteSettings();
  const onMaintenancePage = router.pathname === ROUTES.maintenance;

  useEffect(() => {
    // Operators keep their console during maintenance (they may be the ones ending it).
    if (!isLoaded || !router.isReady || isConsolePath(router.pathname)) return;
    if (maintenance && !onMaintenancePage) void router.replace(ROUTES.maintenance);
    if (!maintenance && onMaintenancePage) void router.replace(ROUTES.home);
  }, [isLoaded, maintenance, onMaintenancePage, router]);

  return null;
}
