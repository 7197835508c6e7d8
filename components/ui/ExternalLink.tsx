import styled from 'styled-components';
import { phoneTapLink } from './tapTarget';

/** A link to another site (44px tall on phones). */
const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  ${phoneTapLink}
`;

export default ExternalLink;
