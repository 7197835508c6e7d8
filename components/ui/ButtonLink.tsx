import styled from 'styled-components';
import PrefetchLink from './PrefetchLink';

/** A link that looks like a button: filled, or outlined with `$secondary`. */
const ButtonLink = styled(PrefetchLink)<{ $secondary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: ${({ theme }) => theme.radii.small};
  border: 2px solid ${({ theme }) => theme.colors.primaryDark};
  background: ${({ theme, $secondary }) => ($secondary ? 'transparent' : theme.colors.primaryDark)};
  color: ${({ theme, $secondary }) => ($secondary ? theme.colors.primaryDark : '#fff')};
  font-weight: 700;
  text-decoration: none;
`;

export default ButtonLink;
