import { BREAKPOINTS, HEADER_HEIGHT, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH, type Breakpoint } from '@/config/constants';

const mediaQueries = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, width]) => [name, `@media screen and (min-width: ${width}px)`]),
) as Record<Breakpoint, string>;

export const theme = {
  colors: {
    primary: '#0090FF',
    primaryDark: '#0070C8',
    background: '#F5F8FC',
    surface: '#FFFFFF',
    text: '#14213D',
    textSubtle: '#5B6B82',
    border: '#E1E8F0',
    success: '#17A34A',
    failure: '#D92D20',
  },
  breakpoints: BREAKPOINTS,
  mediaQueries,
  sizes: { header: HEADER_HEIGHT, sideMenu: SIDE_MENU_WIDTH, sideMenuCollapsed: SIDE_MENU_COLLAPSED_WIDTH },
  radii: { small: '6px', card: '12px' },
  shadows: { card: '0 2px 12px rgba(20, 33, 61, 0.08)' },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

export type Theme = typeof theme;
