import styled, { css } from 'styled-components';

export const Aside = styled.aside<{ $collapsed: boolean }>`
  position: fixed;
  top: ${({ theme }) => theme.sizes.header}px;
  bottom: 0;
  left: 0;
  z-index: 20;
  display: none;
  flex-direction: column;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.sizes.sideMenuCollapsed : theme.sizes.sideMenu)}px;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  transition: width 0.2s ease;
  overflow: hidden auto;

  ${({ theme }) => theme.mediaQueries.wideLayout} {
    display: flex;
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 12px 8px;
`;

export const SubList = styled(List)`
  padding: 0 0 4px 12px;
`;

const rowStyle = css<{ $active?: boolean; $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  text-decoration: none;
  text-align: left;
  white-space: nowrap;
  cursor: pointer;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  svg {
    flex: none;
    width: 22px;
    height: 22px;
  }
`;

export const RowLink = styled.a<{ $active?: boolean; $collapsed: boolean }>`
  ${rowStyle}
`;

export const RowButton = styled.button<{ $active?: boolean; $collapsed: boolean }>`
  ${rowStyle}
`;

/** Long labels ("Đăng ký thành viên mới") wrap onto a second line instead of running into the edge. */
export const Label = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  padding: 4px 0;
  line-height: 1.3;
  white-space: normal;
  overflow-wrap: anywhere;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    `}
`;

export const Badge = styled.span<{ $collapsed: boolean }>`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.failure};
  color: #fff;
  font-size: 12px;
  line-height: 20px;
  text-align: center;
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      position: absolute;
      margin: -14px 0 0 18px;
      min-width: 16px;
      padding: 0 4px;
      font-size: 10px;
      line-height: 16px;
    `}
`;

export const Footer = styled.div`
  margin-top: auto;
  padding: 8px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
