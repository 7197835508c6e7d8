import styled from 'styled-components';

/** Label/amount rows on a tinted box (a fee and what is received, a price to pay). */
const SummaryList = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};

  dt { color: ${({ theme }) => theme.colors.textSubtle}; }
  dd { margin: 0; text-align: right; font-weight: 600; overflow-wrap: anywhere; }
`;

export default SummaryList;
