import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { TokenSymbol, TransactionType } from '@/contract/enums';
import type { LedgerPage } from '@/contract/ledger';
import { isTokenSymbol } from '@/config/tokens';
import { getTransactions } from '@/services/transaction';
import { isIsoDate } from './dates';
import { isLedgerType, PAGE_SIZE, type TransactionQuery } from './types';
import { pageFrom, useUrlQuery } from './useUrlQuery';

export interface TransactionFilters {
  symbol?: TokenSymbol;
  type?: TransactionType;
  from?: string;
  to?: string;
}

/** The filters and page of /transactions, read from (and written to) the URL query. */
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
  const page = pageFrom(values.page);

  /** A filter change starts again at page 1. */
  const setFilters = useCallback((patch: Partial<TransactionFilters>) => update({ ...patch, page: undefined }), [update]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? next : undefined }), [update]);
  const clear = useCallback(() => update({ symbol: undefined, type: undefined, from: undefined, to: undefined, page: undefined }), [update]);

  return { filters, page, setFilters, setPage, clear, isReady };
}

/** The request of one page: only the filters that are set. */
export function transactionQuery(filters: TransactionFilters, page: number): TransactionQuery {
  const query: TransactionQuery = { page, limit: PAGE_SIZE };
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
export function useTransactionHistory(filters: TransactionFilters, page: number, enabled = true) {
  const params = transactionQuery(filters, page);
  return useQuery<LedgerPage>({
    queryKey: ['transactions', params],
    queryFn: () => getTransactions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
