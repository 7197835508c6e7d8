import { useMemo, useSyncExternalStore } from 'react';
import { BREAKPOINT_NAMES, breakpointRanges, layoutConditions, type Breakpoint } from '@/config/breakpoints';
import { matchesMediaQuery, subscribeToMediaQueries, useMediaQuery } from './useMediaQuery';

export interface BreakpointChecks {
  isXs: boolean;
  isSm: boolean;
  isMd: boolean;
  isLg: boolean;
  isXl: boolean;
  isXxl: boolean;
  /** xs or sm */
  isMobile: boolean;
  /** md or lg */
  isTablet: boolean;
  /** xl or xxl */
  isDesktop: boolean;
}

const RANGES = BREAKPOINT_NAMES.map((name) => breakpointRanges[name]);

const subscribe = (onChange: () => void) => subscribeToMediaQueries(RANGES, onChange);
const currentBreakpoint = (): Breakpoint | null =>
  BREAKPOINT_NAMES.find((name) => matchesMediaQuery(breakpointRanges[name])) ?? null;
const onServer = (): Breakpoint | null => null;

export function breakpointChecks(current: Breakpoint | null): BreakpointChecks {
  const is = (...names: Breakpoint[]) => current !== null && names.includes(current);
  return {
    isXs: is('xs'),
    isSm: is('sm'),
    isMd: is('md'),
    isLg: is('lg'),
    isXl: is('xl'),
    isXxl: is('xxl'),
    isMobile: is('xs', 'sm'),
    isTablet: is('md', 'lg'),
    isDesktop: is('xl', 'xxl'),
  };
}

/**
 * The current breakpoint of config/breakpoints BREAKPOINTS (same ranges as `theme.mediaQueries`).
 * Every flag is false on the server and during hydration, then follows the window.
 */
export function useMatchBreakpoints(): BreakpointChecks {
  const current = useSyncExternalStore(subscribe, currentBreakpoint, onServer);
  return useMemo(() => breakpointChecks(current), [current]);
}

/** Width >= MENU_DESKTOP_BREAKPOINT (1024px). False on the server. */
export function useIsMenuDesktop(): boolean {
  return useMediaQuery(layoutConditions.menuDesktop);
}

/** Width > NAV_SWITCH_WIDTH (1199px): the side menu instead of the bottom bar. False on the server. */
export function useIsWideLayout(): boolean {
  return useMediaQuery(layoutConditions.wideLayout);
}
