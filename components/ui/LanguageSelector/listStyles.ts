import styled from 'styled-components';
import { itemStyle, popoverPanel } from '@/components/ui/Dropdown/menuStyles';

export const List = styled.ul`
  ${popoverPanel}
  right: 0;
  min-width: 180px;
`;

export const Option = styled.button`
  ${itemStyle}
  justify-content: space-between;

  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;
