import { act, render, screen } from '@testing-library/react';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { createRouterStub, RouterStubProvider } from './routerStub';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

const observed: { callback: Callback; margin?: string; targets: Element[] }[] = [];

class FakeIntersectionObserver {
  private readonly record: (typeof observed)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, targets: [] };
    observed.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  unobserve(target: Element) {
    this.record.targets = this.record.targets.filter((element) => element !== target);
  }
  disconnect() {
    this.record.targets = [];
  }
}

function scrollNear(element: Element) {
  act(() => {
    observed
      .filter((record) => record.targets.includes(element))
      .forEach((record) => record.callback([{ target: element, isIntersecting: true, intersectionRatio: 0.1 }]));
  });
}

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
  observed.length = 0;
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  jest.replaceProperty(process.env, 'NODE_ENV', 'production');
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'IntersectionObserver');
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
