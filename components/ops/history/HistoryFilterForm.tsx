import { useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import FilterGrid from '@/components/ui/FilterGrid';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import type { HistoryFilters } from '@/contract/ops-history';
import { useTranslation } from '@/hooks/useTranslation';

export const NO_HISTORY_FILTERS: HistoryFilters<string> = { status: '', from: '', to: '' };

interface HistoryFilterFormProps {
  name: string;
  /** Each status with its text, in the operator's language. */
  statuses: readonly { value: string; label: string }[];
  applied: HistoryFilters<string>;
  onApply: (filters: HistoryFilters<string>) => void;
  /** The server's refusal of a filter, by field. */
  errorOf: (field: 'status' | 'from' | 'to') => string | undefined;
}

/** A history's filters: a status and a range of days (UTC) of the decision, applied on "Filter". */
export default function HistoryFilterForm({ name, statuses, applied, onApply, errorOf }: HistoryFilterFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const change = (field: keyof HistoryFilters<string>) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  return (
    <form onSubmit={submit} aria-label={name}>
      <FilterGrid>
        <SelectField
          name="status"
          label={t('Status')}
          options={[{ value: '', label: t('All statuses') }, ...statuses]}
          value={draft.status}
          onChange={change('status')}
          error={errorOf('status')}
        />
        <TextField name="from" type="date" label={t('From')} value={draft.from} onChange={change('from')} error={errorOf('from')} />
        <TextField name="to" type="date" label={t('To')} value={draft.to} onChange={change('to')} error={errorOf('to')} />
        <Button type="submit">{t('Filter')}</Button>
      </FilterGrid>
    </form>
  );
}
