import styled from 'styled-components';
import { SubmitButton } from '@/components/auth/styles';

/** One column on phones, two from md up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;

  ${({ theme }) => theme.mediaQueries.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;

  & > button { flex: 1 1 auto; }
  ${({ theme }) => theme.mediaQueries.sm} {
    & > button { flex: 0 0 auto; }
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const ErrorNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.failure};
`;

/** Numbered steps (the two-factor setup). */
export const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin: 0;
  padding-left: 20px;

  & > li { min-width: 0; }
  & > li > p:first-child { margin: 0 0 10px; }
`;

/** The primary look for a plain button (outside a form, or not its submit). */
export const PrimaryButton = styled(SubmitButton).attrs({ type: 'button' })``;
