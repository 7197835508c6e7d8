import { createGlobalStyle } from 'styled-components';
import { ICON_CLASS } from '../Icon/createIcon';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${({ theme }) => theme.fonts.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${({ theme }) => theme.colors.primaryText}; }
  img { max-width: 100%; }
  /* Phones: bare controls (a file or date input, a text-like button) reach 44px; the kit sizes its own (ui/tapTarget). */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    button, select, summary, [role='button'], input:not([type='checkbox'], [type='radio'], [type='hidden']) { min-height: 44px; }
    button, [role='button'] { min-width: 44px; }
  }
  svg.${ICON_CLASS} { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
`;
