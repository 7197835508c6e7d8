import { createGlobalStyle } from 'styled-components';

/**
 * While the language's table loads, text is painted transparent: the layout stays in place and
 * no English key flashes before the Vietnamese text.
 */
const TextHold = createGlobalStyle`
  #__next * {
    color: transparent !important;
    -webkit-text-fill-color: transparent;
  }
`;

export default TextHold;
