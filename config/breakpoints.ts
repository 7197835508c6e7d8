/**
 * The one place where the layout's widths and media conditions are defined, for the styled-components
 * `theme.mediaQueries` (components/theme) and for the matchMedia hooks (hooks/ui/useMatchBreakpoints).
 *
 * A breakpoint's value is the width where it starts: `sm` covers 576–851px, `xxl` 1200px and up;
 * `xs` also covers the phones narrower than 370px. So `theme.mediaQueries.xl` (min-width 1080px)
 * matches exactly when `isXl || isXxl`.
 */
export const BREAKPOINTS = { xs: 370, sm: 576, md: 852, lg: 968, xl: 1080, xxl: 1200 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Below this width the side menu becomes the bottom bar. */
export const NAV_SWITCH_WIDTH = 1199;
export const MENU_DESKTOP_BREAKPOINT = 1024;

export const BREAKPOINT_NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** The bare media condition of each breakpoint's range, for `window.matchMedia`. */
export const breakpointRanges = Object.fromEntries(
  BREAKPOINT_NAMES.map((name, index) => {
    const next = BREAKPOINT_NAMES[index + 1];
    const min = index === 0 ? '' : `(min-width: ${BREAKPOINTS[name]}px)`;
    const max = next ? `(max-width: ${BREAKPOINTS[next] - 1}px)` : '';
    return [name, [min, max].filter(Boolean).join(' and ')];
  }),
) as Record<Breakpoint, string>;

/** Conditions shared by the hooks and the styles. */
export const layoutConditions = {
  /** xs | sm: below md. */
  mobile: `(max-width: ${BREAKPOINTS.md - 1}px)`,
  /** md and wider. */
  tabletUp: `(min-width: ${BREAKPOINTS.md}px)`,
  /** xl | xxl. */
  desktop: `(min-width: ${BREAKPOINTS.xl}px)`,
  /** The menu hook's desktop (1024px and wider). */
  menuDesktop: `(min-width: ${MENU_DESKTOP_BREAKPOINT}px)`,
  /** Side menu instead of the bottom bar: wider than NAV_SWITCH_WIDTH (1199px). */
  wideLayout: `(min-width: ${NAV_SWITCH_WIDTH + 1}px)`,
  /** The bottom bar: up to NAV_SWITCH_WIDTH. */
  narrowLayout: `(max-width: ${NAV_SWITCH_WIDTH}px)`,
} as const;

/** The phones' bottom navigation bar, without the device's safe area; toasts stand above it. */
export const BOTTOM_NAV_HEIGHT = 64;
