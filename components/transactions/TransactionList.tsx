import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import type { LedgerEntry } from '@/hooks/history/types';
import { useTranslation } from '@/hooks/useTranslation';
import { formatAmount } from '@/config/format';
import { amountTone, ledgerTypeLabel, signedAmount, statusLabel } from './labels';
import { Amount, StackedList, Table, TableWrap } from './styles';

/** Ledger entries: a table from md up, one card per entry on phones. */
export default function TransactionList({ items }: { items: readonly LedgerEntry[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();

  const rows = items.map((item) => ({
    id: item._id,
    date: formatDateTime(item.createdAt),
    type: ledgerTypeLabel(t, item.type),
    symbol: item.symbol,
    amount: <Amount $tone={amountTone(item.amount)}>{signedAmount(item.amount, item.symbol)}</Amount>,
    balanceAfter: formatAmount(item.balanceAfter, item.symbol),
    status: statusLabel(t, item.status),
  }));

  return (
    <>
      <TableWrap>
        <Table>
          <caption className="sr-only">{t('Transactions')}</caption>
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
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.date}</td>
                <td>{row.type}</td>
                <td>{row.symbol}</td>
                <td className="number">{row.amount}</td>
                <td className="number">{row.balanceAfter}</td>
                <td>{row.status}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <StackedList aria-label={t('Transactions')}>
        {rows.map((row) => (
          <li key={row.id}>
            <dl>
              <dt>{t('Date')}</dt>
              <dd>{row.date}</dd>
              <dt>{t('Type')}</dt>
              <dd>{row.type}</dd>
              <dt>{t('Amount')}</dt>
              <dd>{row.amount}</dd>
              <dt>{t('Balance after')}</dt>
              <dd>{row.balanceAfter}</dd>
              <dt>{t('Status')}</dt>
              <dd>{row.status}</dd>
            </dl>
          </li>
        ))}
      </StackedList>
    </>
  );
}
