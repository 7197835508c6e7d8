import Head from 'next/head';
import { useRouter } from 'next/router';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import FullPageLoader from '@/components/ui/FullPageLoader';

/**
 * The favicon of the WEB settings, and the full-page loader while the page is in fallback or the
 * favicon is not ready (no page shows before its favicon). Apart from the page, so that the settings' arrival re-renders only this.
 */
export default function FaviconLoader() {
  const router = useRouter();
  const { isLoaded: faviconReady, faviconUri } = useSiteSettings();
  return (
    <>
      <Head>
        <link rel="icon" href={faviconUri} />
      </Head>
      {(router.isFallback || !faviconReady) && <FullPageLoader />}
    </>
  );
}
