import styled from 'styled-components';

/** The 70px bar at the top of both layouts. */
const HeaderBar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 4px;
  height: ${({ theme }) => theme.sizes.header}px;
  padding: 0 8px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* Logo, two shortcuts, bell, language and account: 44px targets 8px apart fit a 360px phone. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    gap: 8px;
  }

  ${({ theme }) => theme.mediaQueries.xs} {
    padding: 0 12px;
  }

  ${({ theme }) => theme.mediaQueries.sm} {
    gap: 12px;
  }

  ${({ theme }) => theme.mediaQueries.md} {
    padding: 0 24px;
    gap: 20px;
  }
`;

export default HeaderBar;
