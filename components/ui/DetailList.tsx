import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) 1fr;
  gap: 10px 16px;
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textSubtle}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label/value rows, e.g. the fields of a profile. */
export default function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <List>
      {details.map(({ label, value }) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
