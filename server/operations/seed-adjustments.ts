import { findOperatorByUsername } from '../db/operators';
import type { Database } from '../db/types';
import { requestAdjustment } from './member-admin';

/**
 * The demo world's pending manual adjustment (the console's Adjustments page has work): asked by `finance` for
 * `lan`, above the approval threshold, so it waits for the admin. Nothing moves until someone approves it.
 */
export async function seedPendingAdjustment(tx: Database, at: Date): Promise<void> {
  const finance = await findOperatorByUsername(tx, 'finance');
  if (!finance) throw new Error('The demo operator finance is missing');
  const input = { username: 'lan', symbol: 'EV' as const, direction: 'CREDIT' as const, amount: '15000', reason: 'Compensation for the mining outage of the 10th' };
  const result = await requestAdjustment(tx, finance.id, input, at);
  if (result.outcome !== 'pending') throw new Error(`The demo adjustment was not left pending: ${result.outcome}`);
}
