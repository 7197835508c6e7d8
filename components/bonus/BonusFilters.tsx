import Card from '@/components/ui/Card';
import DateLabel from '@/components/ui/DateLabel';
import FilterGrid from '@/components/ui/FilterGrid';
import SelectField from '@/components/ui/SelectField';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { isPeriodPreset, type DateRange, type PeriodPreset } from '@/hooks/history/dates';
import type { BonusFilters as Filters } from '@/hooks/history/useBonusHistory';
import { useTranslation } from '@/hooks/useTranslation';
import type { TranslationKey } from '@/config/translate';

const PERIOD_LABELS: Record<PeriodPreset, TranslationKey> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  month: 'This month',
  custom: 'Custom dates',
};

interface BonusFiltersProps {
  filters: Filters;
  /** Bonus types to offer (those the totals name). */
  types: readonly string[];
  onPeriod: (period: PeriodPreset) => void;
  onDates: (patch: Partial<DateRange>) => void;
  onType: (type: string | undefined) => void;
}

/** The period (a preset or from/to dates) and the bonus type. */
export default function BonusFilters({ filters, types, onPeriod, onDates, onType }: BonusFiltersProps) {
  const { t } = useTranslation();
  const periodOptions = (Object.keys(PERIOD_LABELS) as PeriodPreset[]).map((value) => ({ value, label: t(PERIOD_LABELS[value]) }));
  const typeOptions = [{ value: '', label: t('All types') }, ...types.map((type) => ({ value: type, label: bonusTypeLabel(t, type) }))];
  const { from, to } = filters.range;

  return (
    <Card aria-labelledby="bonus-filters">
      <h2 id="bonus-filters">{t('Filters')}</h2>
      <FilterGrid>
        <SelectField
          name="period"
          label={t('Period')}
          options={periodOptions}
          value={filters.period}
          onChange={(event) => isPeriodPreset(event.target.value) && onPeriod(event.target.value)}
        />
        <DateLabel>
          {t('From')}
          <input type="date" name="from" value={from ?? ''} max={to} onChange={(event) => onDates({ from: event.target.value || undefined })} />
        </DateLabel>
        <DateLabel>
          {t('To')}
          <input type="date" name="to" value={to ?? ''} min={from} onChange={(event) => onDates({ to: event.target.value || undefined })} />
        </DateLabel>
        <SelectField
          name="type"
          label={t('Type')}
          options={typeOptions}
          value={filters.type ?? ''}
          onChange={(event) => onType(event.target.value || undefined)}
        />
      </FilterGrid>
    </Card>
  );
}
