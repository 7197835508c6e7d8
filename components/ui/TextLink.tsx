import Link from 'next/link';
import styled from 'styled-components';

/** An in-app link inside text. */
const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;

  &:hover { text-decoration: underline; }
`;

export default TextLink;
