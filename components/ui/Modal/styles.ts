import { m } from 'framer-motion';
import styled, { css } from 'styled-components';
import { MODAL_BODY_PADDING, MODAL_MIN_WIDTH } from '@/config/constants';

export const Layer = styled.div<{ $mobile: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: ${({ $mobile }) => ($mobile ? 'flex-end' : 'center')};
  justify-content: center;
  padding: ${({ $mobile }) => ($mobile ? '0' : '16px')};
`;

export const Overlay = styled(m.div)`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Sheet = styled(m.div)<{ $mobile: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: min(${MODAL_MIN_WIDTH}px, 100%);
  max-width: 100%;
  max-height: calc(100vh - 32px);
  max-height: calc(100dvh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  outline: none;

  ${({ $mobile, theme }) =>
    $mobile &&
    css`
      width: 100%;
      max-height: 90vh;
      max-height: 90dvh;
      border-radius: ${theme.radii.card} ${theme.radii.card} 0 0;
      padding-bottom: env(safe-area-inset-bottom);
    `}
`;

export const Header = styled.div<{ $mobile: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: ${({ $mobile }) => ($mobile ? '20px' : '12px')} 12px 12px ${MODAL_BODY_PADDING}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* On phones the sheet is dragged by its header: the browser must not scroll instead. */
  touch-action: ${({ $mobile }) => ($mobile ? 'none' : 'auto')};
  cursor: ${({ $mobile }) => ($mobile ? 'grab' : 'auto')};
`;

export const Handle = styled.span`
  position: absolute;
  top: 8px;
  left: 50%;
  width: 40px;
  height: 4px;
  margin-left: -20px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`;

export const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Body = styled.div`
  padding: ${MODAL_BODY_PADDING}px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;
