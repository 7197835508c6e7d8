import { BREAKPOINTS } from '@/config/breakpoints';
import { HEADER_HEIGHT, SIDE_MENU_COLLAPSED_WIDTH, SIDE_MENU_WIDTH } from '@/config/constants';
import { mediaQueries } from './mediaQueries';

export const theme = {
  colors: {
    primary: '#0090FF',
    primaryDark: '#0070C8',
    /** Primary-coloured small text: 5.1:1 on white, 4.7:1 on primarySubtle (primary itself is 3.3:1). */
    primaryText: '#0070C8',
    /** Tint behind active or hovered rows; primaryText stays readable on it. */
    primarySubtle: '#EEF7FF',
    /** Text on primaryDark (buttons). */
    onPrimary: '#FFFFFF',
    background: '#F5F8FC',
    surface: '#FFFFFF',
    text: '#14213D',
    textSubtle: '#5B6B82',
    border: '#E1E8F0',
    success: '#17A34A',
    failure: '#D92D20',
    overlay: 'rgba(20, 33, 61, 0.6)',
  },
  breakpoints: BREAKPOINTS,
  mediaQueries,
  sizes: { header: HEADER_HEIGHT, sideMenu: SIDE_MENU_WIDTH, sideMenuCollapsed: SIDE_MENU_COLLAPSED_WIDTH },
  radii: { small: '6px', card: '12px' },
  shadows: {
    card: '0 2px 12px rgba(20, 33, 61, 0.08)',
    popover: '0 8px 24px rgba(20, 33, 61, 0.16)',
    focus: '0 0 0 3px rgba(0, 112, 200, 0.45)',
  },
  /** Stacking order of the overlays (the side menu uses 20, the full-page loader 100). */
  zIndices: { dropdown: 30, modal: 50, routeProgress: 60 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
} as const;

export type Theme = typeof theme;
