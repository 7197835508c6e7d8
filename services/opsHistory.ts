import type { BankOrderRecord, BankOrderSearch, HistoryFilters, ProcessedWithdrawal } from '@/contract/ops-history';
import type { OpsQueuePage } from '@/contract/ops-queues';
import { opsCall } from './opsCall';
import { opsHttp } from './opsHttp';

/** The finance histories of the console. */
export type HistoryList = 'withdrawals' | 'bank-orders';

/** The filters as query parameters, empty ones left out. */
const paramsOf = (filters: HistoryFilters<string>, cursor?: string | null) =>
  Object.fromEntries(Object.entries({ ...filters, cursor: cursor ?? '' }).filter(([, value]) => value !== ''));

export const getWithdrawalHistory = (filters: HistoryFilters<string>, cursor: string | null) =>
  opsCall(opsHttp.get<OpsQueuePage<ProcessedWithdrawal>>('history/withdrawals', { params: paramsOf(filters, cursor) }));

export const getBankOrderHistory = (filters: HistoryFilters<string>, cursor: string | null) =>
  opsCall(opsHttp.get<OpsQueuePage<BankOrderRecord>>('history/bank-orders', { params: paramsOf(filters, cursor) }));

export const searchBankOrders = (q: string) => opsCall(opsHttp.get<BankOrderSearch>('history/bank-orders/search', { params: { q } }));

/** GET ops/history/{list}.csv: the bytes as sent (UTF-8 with its BOM) and the name the server gave the file. */
export async function fetchHistoryCsv(list: HistoryList, filters: HistoryFilters<string>): Promise<{ fileName: string; bytes: ArrayBuffer }> {
  const response = await opsHttp.get<ArrayBuffer>(`history/${list}.csv`, {
    params: paramsOf(filters),
    responseType: 'arraybuffer',
    // An error answer arrives as bytes too: read back as JSON, so the console's error handling sees its code.
    transformResponse: (data: unknown, headers) =>
      data instanceof ArrayBuffer && String(headers['content-type'] ?? '').includes('application/json') ? (JSON.parse(new TextDecoder().decode(data)) as unknown) : data,
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `filhub-${list}.csv`, bytes: response.data };
}
