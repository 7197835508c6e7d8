import styled from 'styled-components';

export const EndRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
  font-size: 14px;
`;
