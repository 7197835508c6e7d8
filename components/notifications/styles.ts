import styled from 'styled-components';
import CountBadge from './CountBadge';

/** The feed's heading row (with "Mark all as read"). */
export const FeedToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;

  h2 { margin: 0; }
`;

export const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  min-height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.primarySubtle}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: 22px; height: 22px; }
`;

export const BellBadge = styled(CountBadge)`
  position: absolute;
  top: 4px;
  right: 0;
`;

/** Below md a full-width sheet under the header; from md up a 380px panel under the bell. */
export const Panel = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.sizes.header}px;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: calc(100vh - ${({ theme }) => theme.sizes.header}px - 80px);
  overflow-y: auto;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  h2 { font-size: 16px; }

  ${({ theme }) => theme.mediaQueries.tabletUp} {
    position: absolute;
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: 380px;
    max-height: 70vh;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.card};
  }
`;
