import { act, screen, waitFor } from '@testing-library/react';
import { http as handle, HttpResponse } from 'msw';
import { server } from '../../setup/server';
import { apiUrl } from '../../setup/handlers';
import { findAccountTrigger, MEMBER_CONTENT, MemberPage, PUBLIC_CONTENT, PublicPage, renderShell, signIn } from './helpers/renderShell';

const initialWidth = window.innerWidth;

function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

afterEach(() => setViewportWidth(initialWidth));

/** Records every page view posted (body as text too, to look for leaks), answering `status`. */
function recordPageViews(status = 204) {
  const bodies: Record<string, unknown>[] = [];
  const texts: string[] = [];
  const urls: string[] = [];
  server.use(
    handle.post(apiUrl('public/analytics/page-view'), async ({ request }) => {
      const text = await request.text();
      texts.push(text);
      urls.push(request.url);
      bodies.push(JSON.parse(text));
      return status === 204
        ? new HttpResponse(null, { status })
        : HttpResponse.json({ statusCode: status, message: 'Boom' }, { status });
    }),
  );
  return { bodies, texts, urls };
}

/** Lets pending requests land, so "nothing more was sent" means something. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 150)));

describe('page views', () => {
  it('posts one view for the route shown: path, language and screen class, without the query string', async () => {
    setViewportWidth(1280);
    const views = recordPageViews();
    renderShell(PublicPage, { path: '/wallet', query: { token: 'secret-reset-token' } });

    await waitFor(() => expect(views.bodies).toHaveLength(1));
    expect(views.bodies[0]).toEqual({ path: '/wallet', language: 'vi-VN', screen: 'desktop' });
    expect(views.texts[0]).not.toContain('secret-reset-token');
    expect(views.urls[0]).not.toContain('secret-reset-token');
    await settle();
    expect(views.bodies).toHaveLength(1);
  });

  it('sends no query string from a same-origin document.referrer either (e.g. a reset link opened in a new tab)', async () => {
    Object.defineProperty(document, 'referrer', { configurable: true, get: () => 'http://localhost/reset-password?token=secret-reset-token#top' });
    try {
      const views = recordPageViews();
      renderShell(PublicPage, { path: '/login' });

      await waitFor(() => expect(views.bodies).toHaveLength(1));
      expect(views.bodies[0]).toMatchObject({ path: '/login', referrer: 'http://localhost/reset-password' });
      expect(views.texts[0]).not.toContain('secret-reset-token');
    } finally {
      Reflect.deleteProperty(document, 'referrer'); // back to jsdom's own getter
    }
  });

  it.each([
    [400, 'mobile'],
    [900, 'tablet'],
    [1080, 'desktop'],
  ])('classifies a %ipx wide window as %s', async (width, screenClass) => {
    setViewportWidth(width);
    const views = recordPageViews();
    renderShell(PublicPage, { path: '/' });

    await waitFor(() => expect(views.bodies).toHaveLength(1));
    expect(views.bodies[0]).toMatchObject({ path: '/', screen: screenClass });
  });

  it('sends the stored language', async () => {
    window.localStorage.setItem('language', 'en-US');
    const views = recordPageViews();
    renderShell(PublicPage, { path: '/' });

    await waitFor(() => expect(views.bodies).toHaveLength(1));
    expect(views.bodies[0]).toMatchObject({ language: 'en-US' });
  });

  it('sends one view per new path, none for the same path with another query, the previous path as referrer', async () => {
    const views = recordPageViews();
    const { navigate } = renderShell(PublicPage, { path: '/wallet', query: { tab: 'usdt' } });
    await waitFor(() => expect(views.bodies).toHaveLength(1));

    navigate({ path: '/wallet', query: { tab: 'ev' } });
    navigate({ path: '/dashboard', query: { token: 'secret-reset-token' } });
    await waitFor(() => expect(views.bodies).toHaveLength(2));
    navigate({ path: '/dashboard' });
    await settle();

    expect(views.bodies.map((body) => body.path)).toEqual(['/wallet', '/dashboard']);
    expect(views.bodies[1]).toMatchObject({ path: '/dashboard', referrer: '/wallet' });
    expect(views.texts.join('\n')).not.toMatch(/usdt|ev"|secret-reset-token/);
  });

  it('does not retry a failing endpoint (500) and the page carries on', async () => {
    const views = recordPageViews(500);
    const { navigate } = renderShell(PublicPage, { path: '/wallet' });

    await waitFor(() => expect(views.bodies).toHaveLength(1));
    await settle();
    expect(views.bodies).toHaveLength(1);
    expect(screen.getByText(PUBLIC_CONTENT)).toBeInTheDocument();

    // The next route still sends its own (single) view.
    navigate({ path: '/dashboard' });
    await waitFor(() => expect(views.bodies).toHaveLength(2));
    await settle();
    expect(views.bodies.map((body) => body.path)).toEqual(['/wallet', '/dashboard']);
    expect(screen.getByText(PUBLIC_CONTENT)).toBeInTheDocument();
  });

  it('does not start a token refresh nor end the session when the endpoint answers an expired token', async () => {
    const refreshes: string[] = [];
    server.use(
      handle.post(apiUrl('auth/client/refresh'), ({ request }) => {
        refreshes.push(request.url);
        return HttpResponse.json({ statusCode: 401, message: 'Unauthorized' }, { status: 401 });
      }),
    );
    let views = 0;
    server.use(
      handle.post(apiUrl('public/analytics/page-view'), () => {
        views += 1;
        return HttpResponse.json({ statusCode: 5000, message: 'Expired' }, { status: 401 });
      }),
    );
    signIn();
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    await findAccountTrigger();
    await settle();
    expect(refreshes).toEqual([]);
    expect(views).toBe(1);
    expect(screen.getByText(MEMBER_CONTENT)).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});
