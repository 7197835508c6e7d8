import Link from 'next/link';
import styled from 'styled-components';

export const MenuLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  flex-shrink: 0;
  padding: 10px 12px;
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ $active, theme }) => ($active ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primarySubtle : 'transparent')};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  text-decoration: none;
`;
