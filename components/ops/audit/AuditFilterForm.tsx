import { useState, type FormEvent } from 'react';
import Button from '@/components/ui/Button';
import FilterGrid from '@/components/ui/FilterGrid';
import TextField from '@/components/ui/TextField';
import type { AuditFilters } from '@/hooks/ops/useOpsAudit';
import { useTranslation } from '@/hooks/useTranslation';

export const NO_AUDIT_FILTERS: AuditFilters = { operator: '', action: '', target: '', from: '', to: '' };

/** The audit list's search: operator, action, target and a range of days (UTC); applied on "Search". */
export default function AuditFilterForm({ applied, onApply }: { applied: AuditFilters; onApply: (filters: AuditFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('Search the audit log')}>
      <FilterGrid>
        <TextField label={t('Operator')} autoComplete="off" {...field('operator')} />
        <TextField label={t('Action')} autoComplete="off" {...field('action')} />
        <TextField label={t('Target')} autoComplete="off" {...field('target')} />
        <TextField label={t('From')} type="date" {...field('from')} />
        <TextField label={t('To')} type="date" {...field('to')} />
        <Button type="submit">{t('Search')}</Button>
      </FilterGrid>
    </form>
  );
}
