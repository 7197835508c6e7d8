import styled from 'styled-components';

/** A form's buttons: full width on phones, their own width from sm up. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  & > button { flex: 1 1 auto; }
  ${({ theme }) => theme.mediaQueries.sm} {
    & > button { flex: 0 0 auto; }
  }
`;

export default Actions;
