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
  gap: 12px;
  height: ${({ theme }) => theme.sizes.header}px;
  padding: 0 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.mediaQueries.md} {
    padding: 0 24px;
    gap: 20px;
  }
`;

export default HeaderBar;
