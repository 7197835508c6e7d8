import styled from 'styled-components';

export const BOTTOM_NAV_HEIGHT = 64;

export const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  height: calc(${BOTTOM_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -2px 10px rgba(20, 33, 61, 0.06);

  ${({ theme }) => theme.mediaQueries.wideLayout} {
    display: none;
  }
`;

export const Items = styled.ul`
  display: flex;
  height: ${BOTTOM_NAV_HEIGHT}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li { flex: 1; min-width: 0; }
`;

export const Item = styled.a<{ $active?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: 0 2px;
  border: 0;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primaryDark : theme.colors.textSubtle)};
  font: inherit;
  font-size: 11px;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  svg { width: 22px; height: 22px; }
`;

export const ItemLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The icon with its count badge on the top right corner. */
export const IconSlot = styled.span`
  position: relative;
  display: inline-flex;

  & > span {
    position: absolute;
    top: -6px;
    left: 14px;
  }
`;

export const SheetList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 48px;
    padding: 0 8px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a[aria-current='page'] { color: ${({ theme }) => theme.colors.primaryDark}; font-weight: 700; }
  svg { width: 22px; height: 22px; }
`;
