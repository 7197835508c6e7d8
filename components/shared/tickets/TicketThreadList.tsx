import styled from 'styled-components';

/** The messages of a ticket, oldest first: support's on the left, the member's on the right. */
const TicketThreadList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export default TicketThreadList;
