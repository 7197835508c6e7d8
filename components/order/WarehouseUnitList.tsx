import styled from 'styled-components';
import type { WarehouseUnit } from '@/contract/warehouse';
import Button from '@/components/ui/Button';
import ResponsiveTable from '@/components/ui/ResponsiveTable';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { formatPower, formatReward } from './MiningFormat';
import StatusPill from '@/components/ui/StatusPill';

// The actions column is the narrowest: its label would otherwise break into two lines.
const ActivateButton = styled(Button).attrs({ $variant: 'neutral' as const })`
  white-space: nowrap;
`;

interface WarehouseUnitListProps {
  units: readonly WarehouseUnit[];
  onActivate: (unit: WarehouseUnit) => void;
}

/** The units: a table from md up, cards on phones; units in stock can start mining. */
export default function WarehouseUnitList({ units, onActivate }: WarehouseUnitListProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const formatDateTime = useFormatDateTime();

  const rows = units.map((unit) => {
    const name = localized(unit.product.name);
    const inStock = unit.status === 'IN_STOCK';
    return {
      id: unit._id,
      product: name,
      power: formatPower(format, unit.product.power),
      reward: t('%amount% / day', { amount: formatReward(format, unit.product.dailyReward) }),
      order: unit.orderCode,
      date: formatDateTime(unit.createdAt),
      status: inStock ? <StatusPill $tone="neutral">{t('In stock')}</StatusPill> : <StatusPill $tone="active">{t('Mining')}</StatusPill>,
      action: inStock ? (
        <ActivateButton type="button" onClick={() => onActivate(unit)}>
          {t('Activate')}
          <VisuallyHidden> {name} ({unit.orderCode})</VisuallyHidden>
        </ActivateButton>
      ) : (
        '—'
      ),
    };
  });

  return (
    <ResponsiveTable
      caption={t('Units')}
      rows={rows}
      columns={[
        { key: 'product', label: t('Product') },
        { key: 'power', label: t('Power'), numeric: true },
        { key: 'reward', label: t('Daily reward'), numeric: true },
        { key: 'order', label: t('Order code') },
        { key: 'date', label: t('Date') },
        { key: 'status', label: t('Status') },
        { key: 'action', label: t('Actions') },
      ]}
    />
  );
}
