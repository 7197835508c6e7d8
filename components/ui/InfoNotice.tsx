import styled from 'styled-components';

/** A neutral explanation (a wrong network, a missing wallet). */
const InfoNotice = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export default InfoNotice;
