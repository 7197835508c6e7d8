import { css } from 'styled-components';

/**
 * Phones (below md): a control at least 44x44 px, as a thumb needs (docs/decisions.md, "Phone navigation and tap targets");
 * wider screens keep their sizes.
 */
export const phoneTapTarget = css`
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    min-width: 44px;
    min-height: 44px;
  }
`;

/** A link standing on its own line (not in a sentence): 44px tall on phones, its text still wrapping. */
export const phoneTapLink = css`
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: inline-flex;
    align-items: center;
    max-width: 100%;
    min-height: 44px;
  }
`;
