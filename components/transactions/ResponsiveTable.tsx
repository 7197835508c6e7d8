import type { ReactNode } from 'react';
import { StackedList, Table, TableWrap } from './styles';

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
