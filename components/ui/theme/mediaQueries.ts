import { BREAKPOINT_NAMES, BREAKPOINTS, layoutConditions, type Breakpoint } from '@/config/breakpoints';

type LayoutQueryName = 'mobileOnly' | 'tabletUp' | 'desktop' | 'menuDesktop' | 'wideLayout' | 'narrowLayout';

const atRule = (condition: string) => `@media screen and ${condition}`;

/**
 * `${theme.mediaQueries.md} { … }` applies from md up; the named ones follow `layoutConditions`
 * of config/breakpoints, the same conditions the matchMedia hooks use.
 */
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
