import styled from 'styled-components';

/** The three operation cards: one column on phones, side by side when there is room. */
export const Forms = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin-top: 20px;

  ${({ theme }) => theme.mediaQueries.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
  }
`;

/** An amount input and its currency select, side by side (the select narrow). */
export const AmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(88px, 7rem);
  gap: 8px;
  align-items: start;
`;

export const SwitchRow = styled.div`
  display: flex;
  justify-content: center;
  margin: -4px 0;
`;

export const SwitchButton = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 20px;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
