import styled from 'styled-components';

/** Buttons (and a line of text) side by side, wrapping. */
const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export default ButtonRow;
