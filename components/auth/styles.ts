import Link from 'next/link';
import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const SubmitButton = styled.button.attrs({ type: 'submit' })`
  min-height: 44px;
  padding: 10px 16px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) { filter: brightness(0.92); }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
  &:disabled { opacity: 0.65; cursor: progress; }
`;

export const SecondaryButton = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: none;

  &:hover { text-decoration: underline; }
`;

export const EndRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: -8px;
  font-size: 14px;
`;

export const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.failure};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
`;
