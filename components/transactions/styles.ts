import styled, { css } from 'styled-components';

/** Read by screen readers, not shown. */
export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${srOnly}
`;

/** A block (a table, say) for screen readers only: a table ignores width and overflow, so it is wrapped. */
export const ScreenReaderBlock = styled.div`
  ${srOnly}
`;

/** The table shows from md up; below it the stacked list (StackedList) takes its place. */
export const TableWrap = styled.div`
  overflow-x: auto;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: none;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;

  caption { text-align: left; font-weight: 600; margin-bottom: 8px; }
  caption.sr-only { ${srOnly} }
  th, td { padding: 10px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; }
  th { color: ${({ theme }) => theme.colors.textSubtle}; font-weight: 600; white-space: nowrap; }
  td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  tbody tr:last-child > * { border-bottom: 0; }
`;

/** One card per entry on phones (hidden from md up, where the table shows). */
export const StackedList = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }

  & > li {
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  & > li:last-child { border-bottom: 0; }

  dl { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 4px 12px; margin: 0; }
  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 13px; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; text-align: right; }
`;

export const Amount = styled.span<{ $tone: 'credit' | 'debit' | 'none' }>`
  color: ${({ theme, $tone }) => ($tone === 'credit' ? '#12803A' : $tone === 'debit' ? theme.colors.failure : 'inherit')};
  font-weight: 600;
`;

/** The filter fields: one column on phones, a row from md up. */
export const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  align-items: end;

  ${({ theme }) => theme.mediaQueries.md} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

export const DateLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 14px;
  font-weight: 600;

  input {
    width: 100%;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 16px;
    font-weight: 400;
  }
  input:focus { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
`;

export const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 10px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled { color: ${({ theme }) => theme.colors.textSubtle}; cursor: not-allowed; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;
