import styled from 'styled-components';

/** A link to another site. */
const ExternalLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
`;

export default ExternalLink;
