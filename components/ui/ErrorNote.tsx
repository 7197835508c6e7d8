import styled from 'styled-components';

/** A short failure line. */
const ErrorNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.failure};
`;

export default ErrorNote;
