import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Setting } from '@/contract/settings';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import ErrorBoundary from '@/components/ui/ErrorBoundary';
import { theme } from '@/components/ui/theme/theme';
import LazyToaster from './LazyToaster';
import SiteSettingsProvider from './SiteSettingsProvider';

/**
 * What every page needs (the page-wide CSS is static, in `_document`). The store, the query cache and the session
 * come with the page's shell.
 */
interface AppProvidersProps {
  children: ReactNode;
  /** The WEB settings of a page the server rendered with them. */
  siteSettings?: readonly Setting[];
}

export default function AppProviders({ children, siteSettings }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider>
        <SiteSettingsProvider initialSettings={siteSettings}>
          <ErrorBoundary>{children}</ErrorBoundary>
        </SiteSettingsProvider>
      </LanguageProvider>
      <LazyToaster />
    </ThemeProvider>
  );
}
