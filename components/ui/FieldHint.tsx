import styled from 'styled-components';

/** A field's hint under it (linked by aria-describedby). */
const FieldHint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export default FieldHint;
