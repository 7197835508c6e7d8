import type { AppProps } from 'next/app';
import AppProviders from '@/components/app/AppProviders';
import FullPageLoader from '@/components/app/FullPageLoader';
import { useSessionExpiredRedirect } from '@/hooks/useSessionExpiredRedirect';
import { useTranslation } from '@/hooks/useTranslation';

function PortalPage({ Component, pageProps }: AppProps) {
  const { isFetching } = useTranslation();
  useSessionExpiredRedirect();
  return (
    <>
      {/* Vietnamese is the default: wait for its table instead of flashing the English keys. */}
      {isFetching && <FullPageLoader />}
      <Component {...pageProps} />
    </>
  );
}

export default function PortalApp(props: AppProps) {
  return (
    <AppProviders>
      <PortalPage {...props} />
    </AppProviders>
  );
}
