import styled from 'styled-components';
import { itemStyle } from '@/components/ui/Dropdown/styles';

export { Container, Trigger } from '@/components/ui/Dropdown/styles';

export const Code = styled.span`
  font-weight: 600;
  letter-spacing: 0.02em;
`;

export const List = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  min-width: 180px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export const Option = styled.button`
  ${itemStyle}
  justify-content: space-between;

  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;
