import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/components/ui/theme/theme';
import RouteProgressBar from '@/components/ui/RouteProgressBar';
import { createRouterStub, RouterStubProvider, type RouterStub } from './routerStub';

function renderBar(router: RouterStub) {
  render(
    <ThemeProvider theme={theme}>
      <RouterStubProvider router={router}>
        <RouteProgressBar />
      </RouterStubProvider>
    </ThemeProvider>,
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const emit = (router: RouterStub, event: string, ...args: unknown[]) => act(() => router.events.emit(event, ...args));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('RouteProgressBar', () => {
  it('appears after 150ms of a route change, grows, then fills and goes away', () => {
    const router = createRouterStub();
    renderBar(router);

    emit(router, 'routeChangeStart', '/wallet', { shallow: false });
    advance(140);
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();

    advance(20);
    const bar = screen.getByTestId('route-progress');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    const first = parseFloat(bar.style.width);
    advance(900);
    expect(parseFloat(bar.style.width)).toBeGreaterThan(first);
    expect(parseFloat(bar.style.width)).toBeLessThan(90);

    emit(router, 'routeChangeComplete', '/wallet');
    expect(bar.style.width).toBe('100%');
    advance(700);
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();
  });

  it('never shows for a fast change, and ends on an error too', () => {
    const router = createRouterStub();
    renderBar(router);

    emit(router, 'routeChangeStart', '/wallet', { shallow: false });
    advance(100);
    emit(router, 'routeChangeComplete', '/wallet');
    advance(500);
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();

    emit(router, 'routeChangeStart', '/order', { shallow: false });
    advance(200);
    expect(screen.getByTestId('route-progress')).toBeInTheDocument();
    emit(router, 'routeChangeError', new Error('cancelled'), '/order');
    advance(700);
    expect(screen.queryByTestId('route-progress')).not.toBeInTheDocument();
  });
});
