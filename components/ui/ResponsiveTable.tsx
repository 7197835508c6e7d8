import type { ReactNode } from 'react';
import styled from 'styled-components';
import Table from './Table';

/** The table shows from md up; below it the stacked list takes its place. */
const TableWrap = styled.div`
  overflow-x: auto;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: none;
  }
`;

/** One card per entry on phones (hidden from md up, where the table shows). */
const StackedList = styled.ul`
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

export interface Column<Row> {
  key: Exclude<keyof Row, 'id'> & string;
  label: string;
  numeric?: boolean;
  /** Shown in the phone card too (default); false for what another column already says there. */
  stacked?: boolean;
}

interface ResponsiveTableProps<Row extends { id: string }> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}

/** A table from md up and one card per row on phones; CSS shows one of the two. */
export default function ResponsiveTable<Row extends { id: string } & Record<string, ReactNode>>({
  caption,
  columns,
  rows,
}: ResponsiveTableProps<Row>) {
  const stacked = columns.filter((column) => column.stacked !== false);
  return (
    <>
      <TableWrap>
        <Table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.numeric ? 'number' : undefined}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.key} className={column.numeric ? 'number' : undefined}>
                    {row[column.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <StackedList aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id}>
            <dl>
              {stacked.map((column) => (
                <div key={column.key} style={{ display: 'contents' }}>
                  <dt>{column.label}</dt>
                  <dd>{row[column.key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </StackedList>
    </>
  );
}
