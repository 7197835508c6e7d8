import { Amount, StackedList, Table, TableWrap } from '@/components/transactions/styles';
import { bonusTypeLabel, signedAmount } from '@/components/transactions/labels';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { BonusEntry } from '@/hooks/history/types';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

/** Bonus entries: a table from md up, one card per entry on phones. */
export default function BonusList({ items }: { items: readonly BonusEntry[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const rows = items.map((item) => ({
    id: item._id,
    date: formatDateTime(item.createdAt),
    type: bonusTypeLabel(t, item.type),
    amount: <Amount $tone="credit">{signedAmount(item.amount, MAIN_TOKEN_SYMBOL)}</Amount>,
    from: item.fromUsername ?? '—',
    order: item.orderCode ?? '—',
  }));

  return (
    <>
      <TableWrap>
        <Table>
          <caption className="sr-only">{t('Bonus entries')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Type')}</th>
              <th scope="col" className="number">{t('Amount')}</th>
              <th scope="col">{t('From member')}</th>
              <th scope="col">{t('Order code')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.date}</td>
                <td>{row.type}</td>
                <td className="number">{row.amount}</td>
                <td>{row.from}</td>
                <td>{row.order}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <StackedList aria-label={t('Bonus entries')}>
        {rows.map((row) => (
          <li key={row.id}>
            <dl>
              <dt>{t('Date')}</dt>
              <dd>{row.date}</dd>
              <dt>{t('Type')}</dt>
              <dd>{row.type}</dd>
              <dt>{t('Amount')}</dt>
              <dd>{row.amount}</dd>
              <dt>{t('From member')}</dt>
              <dd>{row.from}</dd>
              <dt>{t('Order code')}</dt>
              <dd>{row.order}</dd>
            </dl>
          </li>
        ))}
      </StackedList>
    </>
  );
}
