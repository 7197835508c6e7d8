import { z } from 'zod';

import type { BankOrderRecord, ProcessedWithdrawal, ProcessedWithdrawalStatus } from '../../contract/ops-history';
import { PROCESSED_ORDER_STATUSES, PROCESSED_WITHDRAWAL_STATUSES } from '../../contract/ops-history';
import type { OrderStatus } from '../../contract/enums';
import { csvCell, csvDecimal, csvRecord } from './csv';
import { cursorParam, emptyToUndefined, isoDate } from './history';
import { toDecimalString } from './money';
import { QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX, toWithdrawalQueueItem, type WithdrawalQueueRow } from './ops-queues';
import { orderCodesIn, wholeNumberParam } from './orders';

/** Rows read per query while a history's CSV streams (server/http/csv-download.ts). */
export const HISTORY_CSV_PAGE_ROWS = 500;

const filterFields = <S extends readonly [string, ...string[]]>(statuses: S) => ({
  status: z.preprocess(emptyToUndefined, z.enum(statuses, { error: 'HISTORY_STATUS_INVALID' }).optional()),
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
});
const pageFields = { cursor: cursorParam, limit: wholeNumberParam(QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX, 'LIMIT_RULE_50') };

export const withdrawalHistoryQuery = z.object({ ...filterFields(PROCESSED_WITHDRAWAL_STATUSES), ...pageFields });
export const withdrawalHistoryExportQuery = z.object(filterFields(PROCESSED_WITHDRAWAL_STATUSES));
export const bankOrderHistoryQuery = z.object({ ...filterFields(PROCESSED_ORDER_STATUSES), ...pageFields });
export const bankOrderHistoryExportQuery = z.object(filterFields(PROCESSED_ORDER_STATUSES));

export interface ProcessedWithdrawalRow extends WithdrawalQueueRow {
  status: string;
  txHash: string | null;
  reason: string | null;
  decidedAt: Date | null;
}

export const toProcessedWithdrawal = (row: ProcessedWithdrawalRow): ProcessedWithdrawal => ({
  ...toWithdrawalQueueItem(row),
  status: row.status as ProcessedWithdrawalStatus,
  txHash: row.txHash,
  reason: row.reason,
  // The history reads only decided rows (decided_at set with the status).
  decidedAt: (row.decidedAt ?? row.createdAt).toISOString(),
});

export interface BankOrderRow {
  code: string;
  username: string;
  fullName: string;
  status: OrderStatus;
  total: string;
  amountVnd: number | null;
  paymentReference: string | null;
  createdAt: Date;
  processedAt: Date | null;
  expiresAt: Date | null;
}

export const toBankOrderRecord = (row: BankOrderRow): BankOrderRecord => ({
  code: row.code,
  username: row.username,
  fullName: row.fullName,
  status: row.status,
  total: toDecimalString(row.total),
  amountVnd: row.amountVnd ?? 0,
  paymentReference: row.paymentReference,
  createdAt: row.createdAt.toISOString(),
  processedAt: row.processedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The CSV files' columns: times in UTC (ISO 8601), amounts as plain decimals, statuses as the API's codes. */
export const WITHDRAWAL_CSV_HEADER = csvRecord(['decided_at', 'requested_at', 'username', 'symbol', 'amount', 'fee', 'address', 'reference', 'status', 'tx_hash', 'reason']);
export const BANK_ORDER_CSV_HEADER = csvRecord(['processed_at', 'placed_at', 'code', 'username', 'full_name', 'total_usdt', 'amount_vnd', 'status', 'payment_reference']);

export function withdrawalCsvRecord(row: ProcessedWithdrawalRow): string {
  const item = toProcessedWithdrawal(row);
  return csvRecord([
    item.decidedAt,
    item.createdAt,
    csvCell(item.username),
    item.symbol,
    csvDecimal(item.amount),
    csvDecimal(item.fee),
    csvCell(item.address),
    csvCell(item.reference),
    item.status,
    csvCell(item.txHash),
    csvCell(item.reason),
  ]);
}

export function bankOrderCsvRecord(row: BankOrderRow): string {
  const item = toBankOrderRecord(row);
  return csvRecord([
    item.processedAt ?? '',
    item.createdAt,
    csvCell(item.code),
    csvCell(item.username),
    csvCell(item.fullName),
    csvDecimal(item.total),
    String(item.amountVnd),
    item.status,
    csvCell(item.paymentReference),
  ]);
}

/**
 * What a bank order search looks for: the order codes a pasted transfer content holds (exact), else, for a code
 * typed in part, its start (letters and digits, upper case, "FH" added when left out). Null: nothing code-like.
 */
export function bankOrderSearchTerms(text: string): { codes: string[] } | { prefix: string } | null {
  const codes = orderCodesIn(text);
  if (codes.length > 0) return { codes };
  const compact = text.toUpperCase().replace(/\s+/g, '');
  if (!/^[A-Z0-9]{3,10}$/.test(compact)) return null;
  return { prefix: compact.startsWith('FH') ? compact : `FH${compact}` };
}
