import { BREAKPOINTS, MENU_DESKTOP_BREAKPOINT, NAV_SWITCH_WIDTH, type Breakpoint } from '@/config/constants';

/**
 * The one place where media queries are built from config/constants, for styled-components
 * (`theme.mediaQueries`) and for the matchMedia hooks (hooks/ui/useMatchBreakpoints).
 *
 * A breakpoint's value is the width where it starts: `sm` covers 576–851px, `xxl` 1200px and up;
 * `xs` also covers the phones narrower than 370px. So `theme.mediaQueries.xl` (min-width 1080px)
 * matches exactly when `isXl || isXxl`.
 */
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

type LayoutQueryName = 'mobileOnly' | 'tabletUp' | 'desktop' | 'menuDesktop' | 'wideLayout' | 'narrowLayout';

const atRule = (condition: string) => `@media screen and ${condition}`;

/** `${theme.mediaQueries.md} { … }` applies from md up; the named ones follow `layoutConditions`. */
export const mediaQueries = {
  ...(Object.fromEntries(
    BREAKPOINT_NAMES.map((name) => [name, atRule(`(min-width: ${BREAKPOINTS[name]}px)`)]),
  ) as Record<Breakpoint, string>),
  mobileOnly: atRule(layoutConditions.mobile),
  tabletUp: atRule(layoutConditions.tabletUp),
  desktop: atRule(layoutConditions.desktop),
  menuDesktop: atRule(layoutConditions.menuDesktop),
  wideLayout: atRule(layoutConditions.wideLayout),
  narrowLayout: atRule(layoutConditions.narrowLayout),
} satisfies Record<Breakpoint | LayoutQueryName, string>;
