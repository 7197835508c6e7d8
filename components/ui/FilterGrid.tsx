import styled from 'styled-components';

/** The filter fields: one column on phones, a row from md up. */
const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  align-items: end;

  ${({ theme }) => theme.mediaQueries.md} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

export default FilterGrid;
