import styled from 'styled-components';

/** A label wrapping its date input (the filters). */
const DateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 14px;
  font-weight: 600;

  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 16px;
    font-weight: 400;
  }
  input:focus { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
`;

export default DateLabel;
