import styled from 'styled-components';
import PrefetchLink from './PrefetchLink';

/** An in-app link inside text. */
const TextLink = styled(PrefetchLink)`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;

  &:hover { text-decoration: underline; }
`;

export default TextLink;
