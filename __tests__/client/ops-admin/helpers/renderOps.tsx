import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ComponentType } from 'react';
import vietnamese from '@/locales/vi-VN.json';
import { createFakeRouter, type FakeRouter } from '../../auth/helpers/fakeRouter';
import { renderWithProviders } from '../../ui/renderWithProviders';

export { http as handle, HttpResponse } from 'msw';
export { apiUrl, fail, ok } from '../../../setup/handlers';
export { server } from '../../../setup/server';

export const vi = (key: keyof typeof vietnamese): string => vietnamese[key];

/** A Vietnamese text with its %placeholders% filled. */
export const viWith = (key: keyof typeof vietnamese, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`%${name}%`, String(value)), vi(key));

/**
 * A console view with what its page gives it (a query cache of its own, the router at `path`), in Vietnamese;
 * resolves once its heading is in.
 */
export async function renderOpsView(View: ComponentType, { path, query = {}, heading }: { path: string; query?: FakeRouter['query']; heading: keyof typeof vietnamese }) {
  const router = createFakeRouter({ pathname: path, query });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(
    <RouterContext.Provider value={router}>
      <QueryClientProvider client={queryClient}>
        <View />
      </QueryClientProvider>
    </RouterContext.Provider>,
  );
  await screen.findByRole('heading', { level: 1, name: vi(heading) });
  return { ...view, router };
}
