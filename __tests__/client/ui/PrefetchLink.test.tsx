import { act, render, screen } from '@testing-library/react';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { installFakeIntersectionObserver, observed, removeFakeIntersectionObserver, scrollNear } from './fakeIntersectionObserver';
import { createRouterStub, RouterStubProvider } from './routerStub';

function renderLink(href = '/dashboard') {
  const router = createRouterStub();
  const { unmount } = render(
    <RouterStubProvider router={router}>
      <PrefetchLink href={href}>Bảng điều khiển</PrefetchLink>
    </RouterStubProvider>,
  );
  return { router, unmount, link: screen.getByRole('link') };
}

beforeEach(() => {
  installFakeIntersectionObserver();
  jest.replaceProperty(process.env, 'NODE_ENV', 'production');
});

const DASHBOARD_FILES = ['static/chunks/pages/dashboard-abc123.js', 'static/css/dashboard.css'];

function prefetchedScripts(): string[] {
  return Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((link) => link.getAttribute('href') ?? '');
}

/** The prefetch waits for an idle moment of the browser (a timer turn where jsdom has no requestIdleCallback). */
async function idleTurns(): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, '__BUILD_MANIFEST');
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  removeFakeIntersectionObserver();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('PrefetchLink', () => {
  it("downloads the page's code once, without running it, in an idle moment after the link comes within 200px of the viewport", async () => {
    Object.defineProperty(globalThis, '__BUILD_MANIFEST', { configurable: true, value: { '/dashboard': DASHBOARD_FILES } });
    const { router, link } = renderLink();
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(observed[0].margin).toBe('200px');
    expect(prefetchedScripts()).toEqual([]);

    scrollNear(link);
    expect(prefetchedScripts()).toEqual([]);
    scrollNear(link);
    await idleTurns();

    expect(prefetchedScripts()).toEqual(['/_next/static/chunks/pages/dashboard-abc123.js']);
    expect(document.head.querySelector('link[rel="prefetch"]')).toHaveAttribute('as', 'script');
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("asks Next's router to prefetch when its build manifest is not there", async () => {
    const { router, link } = renderLink();
    scrollNear(link);
    await idleTurns();
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/dashboard', undefined);
  });

  it('does not prefetch on data saver', async () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const { router, link } = renderLink();
    scrollNear(link);
    await idleTurns();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it('does not watch outside production builds, nor for other sites', () => {
    renderLink('https://example.com/page').unmount();
    expect(observed.flatMap((record) => record.targets)).toHaveLength(0);

    jest.replaceProperty(process.env, 'NODE_ENV', 'development');
    renderLink('/wallet');
    expect(observed.flatMap((record) => record.targets)).toHaveLength(0);
  });
});
