import styled, { css } from 'styled-components';

/**
 * primary: filled, the main action (a form's submit);
 * secondary: outlined on the card's background, a lesser action beside it;
 * neutral: outlined on the surface colour, for list and paging actions ("Try again", "Next").
 */
export type ButtonVariant = 'primary' | 'secondary' | 'neutral';

const VARIANTS = {
  primary: css`
    border: 0;
    background: ${({ theme }) => theme.colors.primaryDark};
    color: ${({ theme }) => theme.colors.surface};

    &:hover:not(:disabled) { filter: brightness(0.92); }
    &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
    &:disabled { opacity: 0.65; cursor: progress; }
  `,
  secondary: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryDark};

    &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  `,
  neutral: css`
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};

    &:disabled { color: ${({ theme }) => theme.colors.textSubtle}; cursor: not-allowed; }
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  `,
};

/** The kit's button; `type` is "button" unless given ("submit" for a form's submit). */
const Button = styled.button.attrs<{ $variant?: ButtonVariant }>(({ type }) => ({ type: type ?? 'button' }))`
  min-height: 44px;
  padding: 10px 16px;
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${({ $variant = 'primary' }) => VARIANTS[$variant]}
`;

export default Button;
