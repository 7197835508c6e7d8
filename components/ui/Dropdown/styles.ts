import styled, { css } from 'styled-components';

export const Container = styled.div`
  position: relative;
  display: inline-block;
`;

export const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  ${focusRing}

  > svg:last-child {
    flex: none;
    width: 18px;
    height: 18px;
    transition: transform 0.2s ease;
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }

  /* Phones: a 44px square at least, without the chevron, so the header's targets keep 8px apart at 360px. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    justify-content: center;
    min-width: 44px;
    padding: 0 4px;

    > svg:last-child { display: none; }
  }
`;
