import styled from 'styled-components';
import type { LedgerListEntry } from '@/contract/ledger';
import Amount from '@/components/ui/Amount';
import Table from '@/components/ui/Table';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import ExplainBonusButton from '@/components/bonus/ExplainBonusButton';
import { amountTone, counterpartText, entryLabel, statusLabel } from '@/components/shared/ledgerLabels';
import TransactionPhoneList, { type TransactionRowView } from './TransactionPhoneList';

interface TransactionListProps {
  items: readonly LedgerListEntry[];
  /** Opens the explanation of the BONUS row of this id. */
  onExplainBonus: (transactionId: string) => void;
}

/** The table from md up (the phone list takes its place below). */
const Wide = styled.div`
  overflow-x: auto;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: none;
  }
`;

const Detail = styled.span`
  display: block;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
  overflow-wrap: anywhere;
`;

/**
 * Ledger entries: a table from md up, a compact list on phones. Each row says what it concerns (the other member,
 * the order, the withdrawal's address and, in the table, its reference); a refund is labelled as such; a BONUS row
 * opens why it was paid.
 */
export default function TransactionList({ items, onExplainBonus }: TransactionListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const caption = t('Transactions');

  const rows = items.map((item) => {
    const date = formatDateTime(item.createdAt);
    const amount = format.signed(item.amount, item.symbol);
    const type = entryLabel(t, item);
    const label =
      item.type === 'BONUS' ? (
        <>
          {type}{' '}
          <ExplainBonusButton label={t('Why: %amount% on %date%', { amount, date })} onExplain={() => onExplainBonus(item._id)}>
            {t('Why?')}
          </ExplainBonusButton>
        </>
      ) : (
        type
      );
    const view: TransactionRowView = {
      id: item._id,
      date,
      label,
      detail: counterpartText(t, item),
      amount: <Amount $tone={amountTone(item.amount)}>{amount}</Amount>,
      balanceAfter: format.amount(item.balanceAfter, item.symbol),
      unusualStatus: item.status === 'COMPLETED' ? null : statusLabel(t, item.status),
    };
    return { view, item, fullDetail: counterpartText(t, item, true) };
  });

  return (
    <>
      <Wide>
        <Table>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Type')}</th>
              <th scope="col">{t('Symbol')}</th>
              <th scope="col" className="number">{t('Amount')}</th>
              <th scope="col" className="number">{t('Balance after')}</th>
              <th scope="col">{t('Status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ view, item, fullDetail }) => (
              <tr key={view.id}>
                <td>{view.date}</td>
                <td>
                  {view.label}
                  {fullDetail && <Detail>{fullDetail}</Detail>}
                </td>
                <td>{item.symbol}</td>
                <td className="number">{view.amount}</td>
                <td className="number">{view.balanceAfter}</td>
                <td>{statusLabel(t, item.status)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Wide>
      <TransactionPhoneList caption={caption} rows={rows.map(({ view }) => view)} />
    </>
  );
}
