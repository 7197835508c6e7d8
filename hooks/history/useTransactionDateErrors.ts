import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import type { TransactionFilters } from './useTransactionHistory';

/** Whether "from" is after "to": a range the server refuses (RANGE_REVERSED on `to`), so it is not asked for. */
export function isReversedRange(filters: Pick<TransactionFilters, 'from' | 'to'>): boolean {
  return Boolean(filters.from && filters.to && filters.from > filters.to);
}

/**
 * The errors of the list's dates: a reversed range found here (under "To", the server's text for it), else what the
 * server answered on `from` or `to` (a range over 366 days, a day out of range). `hasError`: the list cannot show.
 */
export function useTransactionDateErrors(filters: TransactionFilters, error: unknown) {
  const { t } = useTranslation();
  const { fieldError } = useServerErrors();
  if (isReversedRange(filters)) {
    return { hasError: true, dateErrors: { to: t('The end date must not be before the start date') } };
  }
  const dateErrors = { from: fieldError(error, 'from'), to: fieldError(error, 'to') };
  return { hasError: Boolean(dateErrors.from || dateErrors.to), dateErrors };
}
