import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { TokenSymbol, TransactionType } from '@/contract/enums';
import type { LedgerListPage } from '@/contract/ledger';
import { isTokenSymbol } from '@/config/tokens';
import { getTransactions } from '@/services/transaction';
import { isIsoDate } from './dates';
import { isLedgerType, PAGE_SIZE, type TransactionQuery } from './types';
import { useUrlQuery } from './useUrlQuery';

export interface TransactionFilters {
  symbol?: TokenSymbol;
  type?: TransactionType;
  from?: string;
  to?: string;
}

/**
 * The filters of /transactions, read from (and written to) the URL query. The page is not in the URL: a list
 * paged by key is walked from its first page (useCursorPager); a filter change starts there again.
 */
export function useTransactionFilters() {
  const { values, update, isReady } = useUrlQuery();
  const filters = useMemo<TransactionFilters>(
    () => ({
      symbol: isTokenSymbol(values.symbol) ? values.symbol : undefined,
      type: isLedgerType(values.type) ? values.type : undefined,
      from: isIsoDate(values.from) ? values.from : undefined,
      to: isIsoDate(values.to) ? values.to : undefined,
    }),
    [values.symbol, values.type, values.from, values.to],
  );

  const setFilters = useCallback((patch: Partial<TransactionFilters>) => update(patch), [update]);
  const clear = useCallback(() => update({ symbol: undefined, type: undefined, from: undefined, to: undefined }), [update]);

  return { filters, setFilters, clear, isReady };
}

/** The request of one page: only the filters that are set, and the page's cursor (none for the first). */
export function transactionQuery(filters: TransactionFilters, cursor: string | undefined): TransactionQuery {
  const query: TransactionQuery = { limit: PAGE_SIZE };
  if (cursor) query.cursor = cursor;
  if (filters.symbol) query.symbol = filters.symbol;
  if (filters.type) query.type = filters.type;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  return query;
}

/**
 * One page of the ledger. While another page or filter loads, the previous answer stays on
 * screen (`isPlaceholderData`), so the table does not blink empty.
 */
export function useTransactionHistory(filters: TransactionFilters, cursor: string | undefined, enabled = true) {
  const params = transactionQuery(filters, cursor);
  return useQuery<LedgerListPage>({
    queryKey: ['transactions', params],
    queryFn: () => getTransactions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
