import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import ErrorBoundary from '@/components/ui/ErrorBoundary';
import { GlobalStyle } from '@/components/theme/GlobalStyle';
import { theme } from '@/components/theme/theme';
import SiteSettingsProvider from './SiteSettingsProvider';

/** What every page needs. The store, the query cache and the session come with the page's shell. */
export default function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LanguageProvider>
        <SiteSettingsProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
        </SiteSettingsProvider>
      </LanguageProvider>
      <Toaster position="bottom-right" />
    </ThemeProvider>
  );
}
