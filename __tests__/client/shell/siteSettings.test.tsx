import { render, screen, waitFor } from '@testing-library/react';
import { http as handle } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import SiteSettingsProvider from '@/components/app/SiteSettingsProvider';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { server } from '../../setup/server';
import { apiUrl, ok } from '../../setup/handlers';
import { createFakeRouter } from '../auth/helpers/fakeRouter';

function SiteName() {
  const { isLoaded, siteName } = useSiteSettings();
  return <p>{isLoaded ? siteName : 'not yet'}</p>;
}

function countWebSettingsCalls() {
  const calls = { count: 0 };
  server.use(
    handle.get(apiUrl('public/setting/list/WEB'), () => {
      calls.count += 1;
      return ok([{ name: 'siteName', value: 'Hub from the browser' }]);
    }),
  );
  return calls;
}

function renderProvider(initialSettings?: { name: string; value: string }[]) {
  return render(
    <RouterContext.Provider value={createFakeRouter()}>
      <SiteSettingsProvider initialSettings={initialSettings}>
        <SiteName />
      </SiteSettingsProvider>
    </RouterContext.Provider>,
  );
}

describe('SiteSettingsProvider', () => {
  it('reads the WEB settings once the page is in the browser', async () => {
    const calls = countWebSettingsCalls();
    renderProvider();
    expect(screen.getByText('not yet')).toBeInTheDocument();
    expect(await screen.findByText('Hub from the browser')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('starts with the settings a server render came with, and does not read them again while fresh', async () => {
    const calls = countWebSettingsCalls();
    renderProvider([{ name: 'siteName', value: 'Hub from the server' }]);
    expect(screen.getByText('Hub from the server')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await waitFor(() => expect(screen.getByText('Hub from the server')).toBeInTheDocument());
    expect(calls.count).toBe(0);
  });
});
