import { render, screen } from '@testing-library/react';
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

afterEach(() => {
  jest.restoreAllMocks();
  removeFakeIntersectionObserver();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('PrefetchLink', () => {
  it('prefetches once when the link comes within 200px of the viewport', () => {
    const { router, link } = renderLink();
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(observed[0].margin).toBe('200px');
    expect(router.prefetch).not.toHaveBeenCalled();

    scrollNear(link);
    scrollNear(link);

    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/dashboard', undefined);
  });

  it('does not prefetch on data saver', () => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    const { router, link } = renderLink();
    scrollNear(link);
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
