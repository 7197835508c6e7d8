import styled from 'styled-components';

/** One level of the tree: nested levels are indented (less on phones) and never scroll sideways. */
export const Level = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;

  & & {
    margin-top: 8px;
    padding-left: 10px;
    border-left: 2px solid ${({ theme }) => theme.colors.border};

    ${({ theme }) => theme.mediaQueries.md} {
      padding-left: 24px;
    }
  }

  & > li { min-width: 0; }
`;

/** Name and username beside the team button; the facts below span the whole box, so every box's columns line up. */
export const NodeBox = styled.div<{ $highlighted: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  column-gap: 16px;
  min-width: 0;
  padding: 12px;
  border: 1px solid ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primaryDark : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.colors.primarySubtle : theme.colors.surface)};
  box-shadow: ${({ theme, $highlighted }) => ($highlighted ? theme.shadows.focus : 'none')};
  scroll-margin: 96px 0;

  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

export const NodeMain = styled.div`
  display: contents;
  overflow-wrap: anywhere;

  p { grid-column: 1; margin: 0; }
  .name { font-weight: 600; }
  .username { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
`;

export const Facts = styled.dl`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(110px, 100%), 1fr));
  gap: 6px 16px;
  margin: 8px 0 0;
  font-size: 14px;

  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 13px; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

export const ToggleButton = styled.button.attrs({ type: 'button' })`
  grid-column: 2;
  grid-row: 1 / span 2;
  min-height: 36px;
  padding: 6px 12px;

  ${({ theme }) => theme.mediaQueries.mobileOnly} { min-width: 44px; min-height: 44px; }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

/** Below the facts, across the box: the member's latest orders button and list. */
export const OrdersRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-top: 8px;

  & > div { align-self: stretch; }
`;

export const OrdersButton = styled.button.attrs({ type: 'button' })`
  min-height: 36px;
  padding: 4px 0;

  ${({ theme }) => theme.mediaQueries.mobileOnly} { min-height: 44px; }
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;
