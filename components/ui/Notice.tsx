import styled from 'styled-components';

/** A problem the member must see (a failure-coloured box). */
const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.failure};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
`;

export default Notice;
