import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { theme } from '@/components/ui/theme/theme';
import { useIsMenuDesktop, useIsWideLayout, useMatchBreakpoints } from '@/hooks/ui/useMatchBreakpoints';
import { installMatchMedia, removeMatchMedia, resizeTo } from './matchMedia';

afterEach(removeMatchMedia);

const flagsAt = (width: number) => {
  installMatchMedia(width);
  const { result } = renderHook(() => useMatchBreakpoints());
  return result.current;
};

describe('useMatchBreakpoints', () => {
  it.each([
    [320, 'isXs'],
    [575, 'isXs'],
    [576, 'isSm'],
    [851, 'isSm'],
    [852, 'isMd'],
    [967, 'isMd'],
    [968, 'isLg'],
    [1079, 'isLg'],
    [1080, 'isXl'],
    [1199, 'isXl'],
    [1200, 'isXxl'],
    [1920, 'isXxl'],
  ] as const)('at %ipx only %s is set', (width, flag) => {
    const flags = flagsAt(width);
    const set = (['isXs', 'isSm', 'isMd', 'isLg', 'isXl', 'isXxl'] as const).filter((name) => flags[name]);
    expect(set).toEqual([flag]);
  });

  it('groups xs|sm as mobile, md|lg as tablet and xl|xxl as desktop', () => {
    expect(flagsAt(400)).toMatchObject({ isMobile: true, isTablet: false, isDesktop: false });
    expect(flagsAt(900)).toMatchObject({ isMobile: false, isTablet: true, isDesktop: false });
    expect(flagsAt(1100)).toMatchObject({ isMobile: false, isTablet: false, isDesktop: true });
  });

  it('follows the window when it is resized', () => {
    installMatchMedia(400);
    const { result } = renderHook(() => useMatchBreakpoints());
    expect(result.current.isMobile).toBe(true);

    act(() => resizeTo(1300));

    expect(result.current).toMatchObject({ isMobile: false, isDesktop: true, isXxl: true });
  });

  it('answers false for everything without matchMedia and during the server render', () => {
    removeMatchMedia();
    const { result } = renderHook(() => useMatchBreakpoints());
    expect(Object.values(result.current).every((flag) => flag === false)).toBe(true);

    installMatchMedia(1300);
    function Probe() {
      const { isDesktop } = useMatchBreakpoints();
      return <p>{isDesktop ? 'desktop' : 'unknown'}</p>;
    }
    expect(renderToString(<Probe />)).toContain('unknown');
  });
});

describe('layout hooks', () => {
  it('useIsMenuDesktop is true from 1024px', () => {
    installMatchMedia(1023);
    const { result } = renderHook(() => useIsMenuDesktop());
    expect(result.current).toBe(false);
    act(() => resizeTo(1024));
    expect(result.current).toBe(true);
  });

  it('useIsWideLayout is true above 1199px', () => {
    installMatchMedia(1199);
    const { result } = renderHook(() => useIsWideLayout());
    expect(result.current).toBe(false);
    act(() => resizeTo(1200));
    expect(result.current).toBe(true);
  });
});

describe('theme.mediaQueries', () => {
  it('is built from the same breakpoints', () => {
    expect(theme.mediaQueries.xl).toBe('@media screen and (min-width: 1080px)');
    expect(theme.mediaQueries.mobileOnly).toBe('@media screen and (max-width: 851px)');
    expect(theme.mediaQueries.tabletUp).toBe('@media screen and (min-width: 852px)');
    expect(theme.mediaQueries.menuDesktop).toBe('@media screen and (min-width: 1024px)');
    expect(theme.mediaQueries.wideLayout).toBe('@media screen and (min-width: 1200px)');
  });
});
