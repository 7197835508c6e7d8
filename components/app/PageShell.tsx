import Head from 'next/head';
import { useRouter } from 'next/router';
import { Suspense } from 'react';
import RouteProgressBar from '@/components/ui/RouteProgressBar';
import { usePageViews } from '@/hooks/usePageViews';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import FullPageLoader from './FullPageLoader';
import MaintenanceGate from './MaintenanceGate';
import type { PortalPage } from './pageTypes';
import TextHold from './TextHold';

interface PageShellProps {
  Component: PortalPage;
  pageProps: object;
}

/**
 * What every page has (favicon, maintenance redirect, progress bar, loaders, page views), around the
 * page in the shell it declares. Pages of one shell share its element, so moving between them keeps the
 * layout mounted.
 */
export default function PageShell({ Component, pageProps }: PageShellProps) {
  const router = useRouter();
  const { isFetching } = useTranslation();
  const { isLoaded: faviconReady, faviconUri } = useSiteSettings();
  usePageViews(!isFetching);

  const page = <Component {...pageProps} />;
  const Shell = Component.Shell;
  return (
    <>
      <Head>
        <link rel="icon" href={faviconUri} />
      </Head>
      <MaintenanceGate />
      <RouteProgressBar />
      {isFetching && <TextHold />}
      {(router.isFallback || !faviconReady) && <FullPageLoader />}
      <Suspense fallback={null}>{Shell ? <Shell>{page}</Shell> : page}</Suspense>
    </>
  );
}
