import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryFilters } from '@/contract/ops-history';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { saveFile } from '@/hooks/ui/saveFile';
import { fetchHistoryCsv, getBankOrderHistory, getWithdrawalHistory, searchBankOrders, type HistoryList } from '@/services/opsHistory';
import { OPS_QUEUES_KEY } from './useOpsQueues';

export type { HistoryList };

/** Under the queues' key: a decision refreshes the history too. */
const HISTORY_KEY = [...OPS_QUEUES_KEY, 'history'] as const;

/** One page of a history (newest first) for the filters, and the pager through it (back to page 1 on new filters). */
function useHistoryPage<T>(list: HistoryList, filters: HistoryFilters<string>, load: (filters: HistoryFilters<string>, cursor: string | null) => Promise<T>) {
  const pager = useCursorPager(JSON.stringify(filters));
  const query = useQuery({
    queryKey: [...HISTORY_KEY, list, filters, pager.cursor ?? null],
    queryFn: () => load(filters, pager.cursor ?? null),
    placeholderData: keepPreviousData,
  });
  return { query, pager };
}

export const useWithdrawalHistory = (filters: HistoryFilters<string>) => useHistoryPage('withdrawals', filters, getWithdrawalHistory);
export const useBankOrderHistory = (filters: HistoryFilters<string>) => useHistoryPage('bank-orders', filters, getBankOrderHistory);

/** The bank orders a code or a transfer content names; nothing is asked before a search is sent. */
export function useBankOrderSearch(q: string) {
  return useQuery({ queryKey: [...HISTORY_KEY, 'search', q], queryFn: () => searchBankOrders(q), enabled: q !== '' });
}

/** Downloads a history's CSV of the filters; says why when the server refuses it. */
export function useHistoryCsv(list: HistoryList, filters: HistoryFilters<string>) {
  const { errorMessage } = useServerErrors();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setPending(true);
    setFailure(null);
    try {
      const { fileName, bytes } = await fetchHistoryCsv(list, filters);
      saveFile(fileName, bytes, 'text/csv;charset=utf-8');
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { download: () => void download(), isPending, failure };
}
