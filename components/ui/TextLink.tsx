import styled from 'styled-components';
import PrefetchLink from './PrefetchLink';
import { phoneTapLink } from './tapTarget';

/** An in-app link inside text or on a line of its own (44px tall on phones). */
const TextLink = styled(PrefetchLink)`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;
  ${phoneTapLink}

  &:hover { text-decoration: underline; }
`;

export default TextLink;
