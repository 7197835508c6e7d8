import styled from 'styled-components';
import CountBadge from '@/components/ui/CountBadge';

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
  ${({ theme }) => theme.mediaQueries.mobileOnly} { width: 44px; }
`;

export const BellBadge = styled(CountBadge)`
  position: absolute;
  top: 4px;
  right: 0;
`;
