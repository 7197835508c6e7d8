import type { LedgerEntry } from '@/contract/ledger';
import Amount from '@/components/ui/Amount';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { formatAmount, signedAmount } from '@/config/format';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import ExplainBonusButton from '@/components/bonus/ExplainBonusButton';
import { amountTone, ledgerTypeLabel, statusLabel } from './labels';

interface TransactionListProps {
  items: readonly LedgerEntry[];
  /** Opens the explanation of the BONUS row of this id. */
  onExplainBonus: (transactionId: string) => void;
}

/** Ledger entries: a table from md up, one card per entry on phones; a BONUS row opens why it was paid. */
export default function TransactionList({ items, onExplainBonus }: TransactionListProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();

  const rows = items.map((item) => {
    const date = formatDateTime(item.createdAt);
    const amount = signedAmount(item.amount, item.symbol);
    const type = ledgerTypeLabel(t, item.type);
    return {
      id: item._id,
      date,
      type:
        item.type === 'BONUS' ? (
          <>
            {type}{' '}
            <ExplainBonusButton label={t('Why: %amount% on %date%', { amount, date })} onExplain={() => onExplainBonus(item._id)}>
              {t('Why?')}
            </ExplainBonusButton>
          </>
        ) : (
          type
        ),
      symbol: item.symbol,
      amount: <Amount $tone={amountTone(item.amount)}>{amount}</Amount>,
      balanceAfter: formatAmount(item.balanceAfter, item.symbol),
      status: statusLabel(t, item.status),
    };
  });

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
