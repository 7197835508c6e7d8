import Amount from '@/components/ui/Amount';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { BonusEntry } from '@/contract/bonus';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import ExplainBonusButton from './ExplainBonusButton';

interface BonusListProps {
  items: readonly BonusEntry[];
  /** Opens the explanation of the entry of this id. */
  onExplain: (bonusId: string) => void;
}

/** Bonus entries: a table from md up, one card per entry on phones; each opens its explanation. */
export default function BonusList({ items, onExplain }: BonusListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDateTime = useFormatDateTime();
  const rows = items.map((item) => {
    const date = formatDateTime(item.createdAt);
    const amount = format.signed(item.amount, MAIN_TOKEN_SYMBOL);
    return {
      id: item._id,
      date,
      type: bonusTypeLabel(t, item.type),
      amount: <Amount $tone="credit">{amount}</Amount>,
      from: item.fromUsername ?? '—',
      order: item.orderCode ?? '—',
      explain: (
        <ExplainBonusButton label={t('Why: %amount% on %date%', { amount, date })} onExplain={() => onExplain(item._id)}>
          {t('Why?')}
        </ExplainBonusButton>
      ),
    };
  });

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
        { key: 'explain', label: t('Explanation') },
      ]}
    />
  );
}
