import { TOKEN_SYMBOLS, TRANSACTION_TYPES } from '@/contract/enums';
import { isTokenSymbol } from '@/config/tokens';
import { isLedgerType } from '@/hooks/history/types';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import FilterGrid from '@/components/ui/FilterGrid';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import type { TransactionFilters as Filters } from '@/hooks/history/useTransactionHistory';
import { useTranslation } from '@/hooks/useTranslation';
import { LEDGER_TYPE_LABELS } from '@/components/shared/ledgerLabels';

interface TransactionFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
  /** A date's error: the range reversed (found here, before any request) or the server's answer on that date. */
  dateErrors?: { from?: string; to?: string };
}

/** Symbol, type and date range of the ledger list; a date's error under its field. */
export default function TransactionFilters({ filters, onChange, onClear, dateErrors = {} }: TransactionFiltersProps) {
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
        <TextField
          type="date"
          name="from"
          label={t('From')}
          value={filters.from ?? ''}
          max={filters.to}
          error={dateErrors.from}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
        <TextField
          type="date"
          name="to"
          label={t('To')}
          value={filters.to ?? ''}
          min={filters.from}
          error={dateErrors.to}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
        <Button $variant="neutral" onClick={onClear} disabled={!hasFilters}>
          {t('Clear filters')}
        </Button>
      </FilterGrid>
    </Card>
  );
}
