import type { LedgerEntry } from '@/contract/ledger';
import Amount from '@/components/ui/Amount';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { formatAmount, signedAmount } from '@/config/format';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { amountTone, ledgerTypeLabel, statusLabel } from './labels';

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
    <ResponsiveTable
      caption={t('Transactions')}
      rows={rows}
      columns={[
        { key: 'date', label: t('Date') },
        { key: 'type', label: t('Type') },
        // The amount already carries its symbol on the phone card.
        { key: 'symbol', label: t('Symbol'), stacked: false },
        { key: 'amount', label: t('Amount'), numeric: true },
        { key: 'balanceAfter', label: t('Balance after'), numeric: true },
        { key: 'status', label: t('Status') },
      ]}
    />
  );
}
