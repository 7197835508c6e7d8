import type { AppProps } from 'next/app';
import AppProviders from '@/components/app/AppProviders';
import PageShell from '@/components/app/PageShell';
import type { MemberPageProps, PortalPage } from '@/components/app/pageTypes';

type PortalAppProps = AppProps<MemberPageProps> & { Component: PortalPage };

export default function PortalApp({ Component, pageProps }: PortalAppProps) {
  return (
    <AppProviders siteSettings={pageProps.siteSettings}>
      <PageShell Component={Component} pageProps={pageProps} />
    </AppProviders>
  );
}
