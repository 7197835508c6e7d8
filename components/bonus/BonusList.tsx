import Amount from '@/components/ui/Amount';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { signedAmount } from '@/config/format';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { BonusEntry } from '@/contract/bonus';
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
    <ResponsiveTable
      caption={t('Bonus entries')}
      rows={rows}
      columns={[
        { key: 'date', label: t('Date') },
        { key: 'type', label: t('Type') },
        { key: 'amount', label: t('Amount'), numeric: true },
        { key: 'from', label: t('From member') },
        { key: 'order', label: t('Order code') },
      ]}
    />
  );
}
