import type { WithdrawalStatus } from '../../contract/enums';
import { WITHDRAWAL_STATUSES } from '../../contract/enums';
import type { WithdrawalHistoryItem } from '../../contract/ops-queues';
import type { WithdrawalRecord } from './ledger';
import { toDecimalString } from './money';

export const QUEUE_PAGE_DEFAULT = 20;
export const QUEUE_PAGE_MAX = 50;
/** The earlier withdrawals a review lists (the counts cover all of them). */
export const EARLIER_WITHDRAWALS_SHOWN = 10;

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
