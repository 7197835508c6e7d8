import { lockMoneyOutState } from '../db/money-out-block';
import { readSecuritySettings } from '../db/security-settings';
import type { Database } from '../db/types';
import { moneyOutRefusal } from '../domain/money-out';
import type { MoneyOutRefusal } from '../domain/money-out';

/**
 * The money-out refusals of a transfer or withdrawal, read once inside the use case's transaction with the member's row
 * locked FOR UPDATE (so a lock, block or hold set meanwhile is seen, or waits for the money to commit): the refusal,
 * 'unknown-member' for a member who is gone, or null when the money may go out.
 */
export async function checkMoneyOut(
  tx: Database,
  userId: string,
  operation: 'TRANSFER' | 'WITHDRAW',
  at: Date,
): Promise<MoneyOutRefusal | 'unknown-member' | null> {
  const state = await lockMoneyOutState(tx, userId);
  if (!state) return 'unknown-member';
  const { withdrawRequiresKyc } = await readSecuritySettings(tx);
  return moneyOutRefusal(state, operation, at, withdrawRequiresKyc);
}
