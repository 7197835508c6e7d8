import styled from 'styled-components';
import { theme } from '@/components/ui/theme/theme';

// Static theme values: the screen must render even if it sits outside the ThemeProvider.
const { colors, fonts, radii, shadows } = theme;

export const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  min-height: 100vh;
  padding: 24px;
  background: ${colors.background};
  color: ${colors.text};
  font-family: ${fonts.body};
  text-align: center;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 24px;
  line-height: 1.3;
`;

export const TrackingId = styled.p`
  margin: 0;
  color: ${colors.textSubtle};
  font-size: 14px;
  word-break: break-all;
`;

export const ResetButton = styled.button`
  min-height: 44px;
  padding: 0 24px;
  border: 0;
  border-radius: ${radii.small};
  background: ${colors.primaryDark};
  color: ${colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    filter: brightness(0.92);
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${shadows.focus};
  }
`;
