import type { AppProps } from 'next/app';
import AppProviders from '@/components/app/AppProviders';
import PageShell from '@/components/app/PageShell';
import type { PortalPage } from '@/components/app/pageTypes';

type PortalAppProps = AppProps & { Component: PortalPage };

export default function PortalApp({ Component, pageProps }: PortalAppProps) {
  return (
    <AppProviders>
      <PageShell Component={Component} pageProps={pageProps} />
    </AppProviders>
  );
}
