import type { OperatorRole, WithdrawalStatus } from '../../contract/enums';
import { WITHDRAWAL_STATUSES } from '../../contract/enums';
import type { OpsQueueCounts, WithdrawalHistoryItem, WithdrawalQueueItem } from '../../contract/ops-queues';
import type { TokenSymbol } from '../../contract/enums';
import type { WithdrawalRecord } from './ledger';
import { toDecimalString } from './money';
import { roleAllows } from './operators';

export const QUEUE_PAGE_DEFAULT = 20;
export const QUEUE_PAGE_MAX = 50;
/** The earlier withdrawals a review lists (the counts cover all of them). */
export const EARLIER_WITHDRAWALS_SHOWN = 10;

/** A withdrawal as the queue and the history read it (db/ops-queues `WITHDRAWAL_QUEUE_COLUMNS`). */
export interface WithdrawalQueueRow {
  id: string;
  username: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  address: string;
  reference: string;
  createdAt: Date;
}

export const toWithdrawalQueueItem = (row: WithdrawalQueueRow): WithdrawalQueueItem => ({
  _id: row.id,
  username: row.username,
  symbol: row.symbol,
  amount: toDecimalString(row.amount),
  fee: toDecimalString(row.fee),
  address: row.address,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

export const toWithdrawalHistoryItem = (row: WithdrawalRecord): WithdrawalHistoryItem => ({
  _id: row.id,
  amount: toDecimalString(row.amount),
  symbol: row.symbol,
  status: row.status,
  address: row.address,
  txHash: row.txHash,
  createdAt: row.createdAt.toISOString(),
});

/** Every status with its count (0 when the member has none of it). */
export function earlierCountsOf(rows: readonly { status: WithdrawalStatus; value: number }[]): Record<WithdrawalStatus, number> {
  const counts = Object.fromEntries(WITHDRAWAL_STATUSES.map((status) => [status, 0])) as Record<WithdrawalStatus, number>;
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** The roles each queue (and its figures on the console's home) is shown to, besides admin. */
export const QUEUE_ROLES = {
  kyc: ['SUPPORT'],
  tickets: ['SUPPORT'],
  withdrawals: ['FINANCE'],
  bankOrders: ['FINANCE'],
} as const satisfies Record<keyof OpsQueueCounts, readonly OperatorRole[]>;

/** Support's figures (KYC, tickets) for support and admin; money figures for finance and admin. */
export const seesSupportFigures = (role: OperatorRole) => roleAllows(role, ['SUPPORT']);
export const seesFinanceFigures = (role: OperatorRole) => roleAllows(role, ['FINANCE']);

/** The counts of the queues the role works; the others left out of the answer. */
export function queueCountsFor(role: OperatorRole, counts: Required<OpsQueueCounts>): OpsQueueCounts {
  const names = Object.keys(QUEUE_ROLES) as (keyof OpsQueueCounts)[];
  return Object.fromEntries(names.filter((name) => roleAllows(role, QUEUE_ROLES[name])).map((name) => [name, counts[name]]));
}
