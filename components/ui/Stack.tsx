import styled from 'styled-components';

/** Blocks one under the other, 16px apart unless `$gap` says otherwise. */
const Stack = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 16 }) => $gap}px;
  min-width: 0;
`;

export default Stack;
