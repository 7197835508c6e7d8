import { Activity } from 'react';
import LazyRouteProgressBar from '@/components/ui/LazyRouteProgressBar';
import { usePageViews } from '@/hooks/usePageViews';
import { useTranslation } from '@/hooks/useTranslation';
import FaviconLoader from './FaviconLoader';
import MaintenanceGate from './MaintenanceGate';
import type { NextPage } from 'next';
import type { MemberPageProps, PageShellComponent } from './pageTypes';
import TextHold from './TextHold';

interface PageShellProps {
  /** A page of pages/ with the shell it names (portalPage), or one of Next's own error pages (404, 500), without. */
  Component: NextPage<MemberPageProps> & { Shell?: PageShellComponent };
  pageProps: MemberPageProps;
}

/**
 * What every page has (favicon, maintenance redirect, progress bar, loaders, page views), around the
 * page in the shell it declares. Pages of one shell share its element, so moving between them keeps the
 * layout mounted.
 */
export default function PageShell({ Component, pageProps }: PageShellProps) {
  const { isFetching } = useTranslation();
  usePageViews(!isFetching);

  const page = <Component {...pageProps} />;
  const Shell = Component.Shell;
  return (
    <>
      <FaviconLoader />
      <MaintenanceGate />
      <LazyRouteProgressBar />
      {isFetching && <TextHold />}
      {/* React hydrates what is inside a boundary time-sliced (short tasks); an Activity boundary, unlike
          Suspense, is never sent apart from the page by the server render (an inline script the CSP refuses). */}
      <Activity mode="visible">{Shell ? <Shell session={pageProps.session} sessionCookie={pageProps.sessionCookie}>{page}</Shell> : page}</Activity>
    </>
  );
}
