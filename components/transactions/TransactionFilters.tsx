import { TOKEN_SYMBOLS, TRANSACTION_TYPES } from '@/contract/enums';
import { isTokenSymbol } from '@/config/tokens';
import { isLedgerType } from '@/hooks/history/types';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import DateLabel from '@/components/ui/DateLabel';
import FilterGrid from '@/components/ui/FilterGrid';
import SelectField from '@/components/ui/SelectField';
import type { TransactionFilters as Filters } from '@/hooks/history/useTransactionHistory';
import { useTranslation } from '@/hooks/useTranslation';
import { LEDGER_TYPE_LABELS } from './labels';

interface TransactionFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
}

/** Symbol, type and date range of the ledger list. */
export default function TransactionFilters({ filters, onChange, onClear }: TransactionFiltersProps) {
  const { t } = useTranslation();
  const symbolOptions = [{ value: '', label: t('All symbols') }, ...TOKEN_SYMBOLS.map((symbol) => ({ value: symbol, label: symbol }))];
  const typeOptions = [{ value: '', label: t('All types') }, ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(LEDGER_TYPE_LABELS[type]) }))];
  const hasFilters = !!(filters.symbol || filters.type || filters.from || filters.to);

  return (
    <Card aria-labelledby="transaction-filters">
      <h2 id="transaction-filters">{t('Filters')}</h2>
      <FilterGrid>
        <SelectField
          name="symbol"
          label={t('Symbol')}
          options={symbolOptions}
          value={filters.symbol ?? ''}
          onChange={(event) => onChange({ symbol: isTokenSymbol(event.target.value) ? event.target.value : undefined })}
        />
        <SelectField
          name="type"
          label={t('Type')}
          options={typeOptions}
          value={filters.type ?? ''}
          onChange={(event) => onChange({ type: isLedgerType(event.target.value) ? event.target.value : undefined })}
        />
        <DateLabel>
          {t('From')}
          <input
            type="date"
            name="from"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        </DateLabel>
        <DateLabel>
          {t('To')}
          <input
            type="date"
            name="to"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        </DateLabel>
        <Button $variant="neutral" onClick={onClear} disabled={!hasFilters}>
          {t('Clear filters')}
        </Button>
      </FilterGrid>
    </Card>
  );
}
