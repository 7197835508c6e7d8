import Head from 'next/head';
import { useRouter } from 'next/router';
import MemberLayout from '@/components/layout/MemberLayout';
import PublicLayout from '@/components/layout/PublicLayout';
import RouteProgressBar from '@/components/ui/RouteProgressBar';
import { usePageViews } from '@/hooks/usePageViews';
import { useSessionExpiredRedirect } from '@/hooks/useSessionExpiredRedirect';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import AuthGuard from './AuthGuard';
import FullPageLoader from './FullPageLoader';
import GuestGuard from './GuestGuard';
import MaintenanceGate from './MaintenanceGate';
import { pageKindOf, type PortalPage } from './pageTypes';
import TextHold from './TextHold';

interface PageShellProps {
  Component: PortalPage;
  pageProps: object;
}

/** Reads the page's flags: guest pages bare, member pages guarded in the member layout, others public. */
export default function PageShell({ Component, pageProps }: PageShellProps) {
  const router = useRouter();
  const { isFetching } = useTranslation();
  const { isLoaded: faviconReady, faviconUri } = useSiteSettings();
  useSessionExpiredRedirect();
  usePageViews(!isFetching);

  const page = <Component {...pageProps} />;
  const kind = pageKindOf(Component);
  return (
    <>
      <Head>
        <link rel="icon" href={faviconUri} />
      </Head>
      <MaintenanceGate />
      <RouteProgressBar />
      {isFetching && <TextHold />}
      {(router.isFallback || !faviconReady) && <FullPageLoader />}
      {kind === 'member' && (
        <AuthGuard>
          <MemberLayout>{page}</MemberLayout>
        </AuthGuard>
      )}
      {kind === 'guest' && <GuestGuard>{page}</GuestGuard>}
      {kind === 'public' && <PublicLayout>{page}</PublicLayout>}
    </>
  );
}
