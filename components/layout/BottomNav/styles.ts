import styled from 'styled-components';
import { BOTTOM_NAV_HEIGHT } from '@/config/breakpoints';

export { BOTTOM_NAV_HEIGHT };

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

/** Each entry as wide as its label needs, the rest shared out; 8px between two entries (docs/decisions.md). */
export const Items = styled.ul`
  display: flex;
  gap: 8px;
  height: ${BOTTOM_NAV_HEIGHT}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li { flex: 1 1 auto; min-width: 44px; }
`;

/** The page shown is marked three ways: a bar on top, bold text, and aria-current (not by colour alone). */
export const Item = styled.a<{ $active?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  padding: 0;
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

  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 50%;
    width: 32px;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${({ theme }) => theme.colors.primaryDark};
    transform: translateX(-50%);
    visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  }

  svg { width: 22px; height: 22px; }
`;

/** One line, never cut at 360px; its width is the bold text's, so marking the page shown moves nothing. */
export const ItemLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &::after {
    content: attr(data-label);
    display: block;
    height: 0;
    overflow: hidden;
    font-weight: 700;
    visibility: hidden;
  }
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
