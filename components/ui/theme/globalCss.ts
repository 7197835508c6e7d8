import { BOTTOM_NAV_HEIGHT } from '@/config/breakpoints';
import { TOASTS_CLASS } from '@/config/toasts';
import { ICON_CLASS } from '../Icon/createIcon';
import { theme } from './theme';

const { colors, fonts, mediaQueries } = theme;

/**
 * The page-wide rules, from the one theme: static CSS that `_document` writes into every page's head, so neither
 * the server render nor the browser's hydration computes them (a `createGlobalStyle` did both on every page).
 */
export const GLOBAL_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: ${fonts.body};
  background: ${colors.background};
  color: ${colors.text};
  line-height: 1.5;
  -webkit-font-smoothing: antialiased;
}
a { color: ${colors.primaryText}; }
img { max-width: 100%; }
/* Phones: bare controls (a file or date input, a text-like button) reach 44px; the kit sizes its own (ui/tapTarget). */
${mediaQueries.mobileOnly} {
  button, select, summary, [role='button'], input:not([type='checkbox'], [type='radio'], [type='hidden']) { min-height: 44px; }
  button, [role='button'] { min-width: 44px; }
}
/* Toasts stand above the phones' bottom bar, never over it (react-hot-toast places its container inline). */
${mediaQueries.narrowLayout} {
  .${TOASTS_CLASS} { bottom: calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px) + 8px) !important; }
}
svg.${ICON_CLASS} { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
`;
