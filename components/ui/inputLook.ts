import { css } from 'styled-components';

/** The look every text, date, number and select input of the kit shares (its size is the caller's). */
export const inputLook = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 16px;

  &:focus { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
`;
