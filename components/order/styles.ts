import styled from 'styled-components';

/** Label / value pairs: a description list, values on the right. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 8px 12px;
  align-items: center;
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};

  dt { color: ${({ theme }) => theme.colors.textSubtle}; }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
`;
