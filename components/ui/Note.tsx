import styled from 'styled-components';

/** A quiet line: a loading state, an empty list, a side remark. */
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export default Note;
