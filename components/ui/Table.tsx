import styled from 'styled-components';
import { srOnly } from './srOnly';

/** A data table; `number` cells align right, a `sr-only` caption is for screen readers. */
const Table = styled.table`
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

export default Table;
