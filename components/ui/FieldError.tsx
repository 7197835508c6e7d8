import styled from 'styled-components';

/** A field's error under it (linked by aria-describedby). */
const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.failure};
`;

export default FieldError;
