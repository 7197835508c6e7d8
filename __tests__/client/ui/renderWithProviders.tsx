import { render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import { theme } from '@/components/ui/theme/theme';
import { useTranslation } from '@/hooks/useTranslation';

/** Marks the moment the stored language's table is in place. */
function LanguageReady() {
  const { isFetching } = useTranslation();
  return isFetching ? null : <span hidden data-testid="language-ready" />;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LanguageProvider>
        <LanguageReady />
        {children}
      </LanguageProvider>
    </ThemeProvider>
  );
}

/** Renders inside the app's theme and languages (Vietnamese by default, served by msw). */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers, ...options }) };
}

/** Waits until the translations are loaded, so texts are Vietnamese from here on. */
export async function languageReady(): Promise<void> {
  await screen.findByTestId('language-ready');
}
