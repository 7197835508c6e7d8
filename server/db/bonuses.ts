import { bonuses } from './schema';
import type { Database } from './types';

export type NewBonus = typeof bonuses.$inferInsert;

/** Bonus entries, each beside its BONUS ledger row (transactionId); answers them in order. */
export function insertBonuses(tx: Database, rows: readonly NewBonus[]) {
  return tx.insert(bonuses).values([...rows]).returning();
}
