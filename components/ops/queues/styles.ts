import styled from 'styled-components';
import MiddleEllipsis from '@/components/ui/MiddleEllipsis';

/** The queue beside the item under review (desktop), one under the other on phones. */
export const QueueLayout = styled.div`
  display: grid;
  gap: 24px;

  ${({ theme }) => theme.mediaQueries.xl} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: start;
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};

  h2 { margin: 0; font-size: 18px; }
  h3 { margin: 0; font-size: 16px; }
`;

export const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  border: 0;

  legend { margin-bottom: 8px; font-weight: 600; }
  label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; }
`;

/** A code or a shortened address, on one line (a long hash goes in MiddleEllipsis, never broken mid-value). */
export const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  white-space: nowrap;
`;

/** A transaction hash: one line, cut in the middle with its end in view, whole in its tooltip. */
export const MonoHash = styled(MiddleEllipsis)`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  max-width: 24ch;
`;
