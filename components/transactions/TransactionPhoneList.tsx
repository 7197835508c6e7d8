import type { ReactNode } from 'react';
import styled from 'styled-components';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useTranslation } from '@/hooks/useTranslation';

/** One ledger row as both views show it. */
export interface TransactionRowView {
  id: string;
  date: string;
  /** The type (or refund) label, with the bonus's "Why?" where it has one. */
  label: ReactNode;
  /** What the row concerns (the other member, the order, the withdrawal's address), if anything. */
  detail: string | null;
  amount: ReactNode;
  balanceAfter: string;
  /** The status, when it is not "Completed" (on phones only then). */
  unusualStatus: string | null;
}

/** Shown below md only, where the table hides: one or two lines per row. */
const List = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: block;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: 2px 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child { border-bottom: 0; }
`;

const Main = styled.span`
  min-width: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Sub = styled.span`
  min-width: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
  overflow-wrap: anywhere;
`;

const Right = styled.span`
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const SubRight = styled(Right)`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The ledger on phones: type (and an unusual status) with the amount on the right; date and detail with the balance after below. */
export default function TransactionPhoneList({ caption, rows }: { caption: string; rows: readonly TransactionRowView[] }) {
  const { t } = useTranslation();
  return (
    <List aria-label={caption}>
      {rows.map((row) => (
        <Row key={row.id} data-testid="transaction-row">
          <Main>
            {row.label}
            {row.unusualStatus && <Sub> · {row.unusualStatus}</Sub>}
          </Main>
          <Right>{row.amount}</Right>
          <Sub>{[row.date, row.detail].filter(Boolean).join(' · ')}</Sub>
          <SubRight>
            <VisuallyHidden>{t('Balance after')}: </VisuallyHidden>
            {row.balanceAfter}
          </SubRight>
        </Row>
      ))}
    </List>
  );
}
