import styled, { css } from 'styled-components';

// The open menu's look: loaded with the menu (DropdownMenu, LanguageList), not with the trigger.

/** The panel under a trigger (the menu's, the language list's). */
export const popoverPanel = css`
  position: absolute;
  top: calc(100% + 8px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.popover};
`;

export const Panel = styled.ul<{ $align: 'start' | 'end' }>`
  ${popoverPanel}
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 200px;
`;

export const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

export const ItemButton = styled.button`
  ${itemStyle}
`;
