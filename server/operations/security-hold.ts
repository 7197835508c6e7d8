import { readSecuritySettings } from '../db/security-settings';
import type { Database } from '../db/types';
import { holdEndsAt } from '../domain/money-out';

/**
 * When the hold of a security change made at `at` ends (securityHoldHours of the SECURITY settings): the change's
 * UPDATE or transaction writes it to the member (db/money-out-block.ts `heldAtLeastUntil`).
 */
export async function securityHoldUntil(db: Database, at: Date): Promise<Date> {
  const { securityHoldHours } = await readSecuritySettings(db);
  return holdEndsAt(at, securityHoldHours);
}
