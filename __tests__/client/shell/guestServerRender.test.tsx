import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import AppProviders from '@/components/app/AppProviders';
import PageShell from '@/components/app/PageShell';
import type { MemberPageProps } from '@/components/app/pageTypes';
import { setTokens } from '@/services/tokens';
import { webSettings } from '../../setup/fixtures';
import { createFakeRouter, type FakeRouter } from '../auth/helpers/fakeRouter';
import { GUEST_CONTENT, GuestPage } from './helpers/renderShell';

/** `_app` for the guest page /login, with the props the server gives it (ssr/page-props.ts, getGuestPageProps). */
function LoginApp({ router, pageProps }: { router: FakeRouter; pageProps: MemberPageProps }) {
  return (
    <RouterContext.Provider value={router}>
      <AppProviders siteSettings={pageProps.siteSettings}>
        <PageShell Component={GuestPage} pageProps={pageProps} />
      </AppProviders>
    </RouterContext.Provider>
  );
}

const serverHtml = (pageProps: MemberPageProps) => renderToString(<LoginApp router={createFakeRouter({ pathname: '/login' })} pageProps={pageProps} />);

describe('a guest page rendered by the server', () => {
  it('holds the page itself for a request without a session cookie, the loader for one with it or when the server did not say', () => {
    expect(serverHtml({ siteSettings: webSettings, sessionCookie: false })).toContain(GUEST_CONTENT);
    for (const pageProps of [{ siteSettings: webSettings, sessionCookie: true }, { siteSettings: webSettings }]) {
      const html = serverHtml(pageProps);
      expect(html).not.toContain(GUEST_CONTENT);
      expect(html).toContain('role="status"');
    }
  });

  it("hydrates the server's page in place for a visitor without a session, and stays on it", async () => {
    const pageProps = { siteSettings: webSettings, sessionCookie: false };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(pageProps);
    document.body.appendChild(container);
    const serverParagraph = [...container.querySelectorAll('p')].find((paragraph) => paragraph.textContent === GUEST_CONTENT);
    const recoverableErrors = jest.fn();
    const router = createFakeRouter({ pathname: '/login' });

    await act(async () => {
      hydrateRoot(container, <LoginApp router={router} pageProps={pageProps} />, { onRecoverableError: recoverableErrors });
    });

    expect(serverParagraph).toBeDefined();
    expect(container.contains(serverParagraph ?? null)).toBe(true);
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(router.visited).toEqual([]);
    container.remove();
  });

  it('sends on a member whose cookie the browser has, though the server saw none (signed in since)', async () => {
    setTokens({ accessToken: 'access-1' });
    const pageProps = { siteSettings: webSettings, sessionCookie: false };
    const container = document.createElement('div');
    container.innerHTML = serverHtml(pageProps);
    document.body.appendChild(container);
    const router = createFakeRouter({ pathname: '/login' });

    await act(async () => {
      hydrateRoot(container, <LoginApp router={router} pageProps={pageProps} />);
    });

    expect(router.visited).toEqual(['/dashboard']);
    expect(container.textContent).not.toContain(GUEST_CONTENT);
    container.remove();
  });
});
