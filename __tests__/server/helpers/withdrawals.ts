import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';
import { saveSetting } from '@/server/db/settings';
import type { Database } from '@/server/db/types';
import { insertWithdrawAddress } from '@/server/db/withdraw-addresses';

/** A checksummed BSC address (EIP-55's test vector). */
export const BOOK_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const LONG_AGO = new Date('2024-01-01T00:00:00Z');

/**
 * For tests that are not about the address book, KYC or the hold: the member's KYC approved and a book entry confirmed
 * and open long ago, written directly. Answers the entry's id (the withdraw request's addressId).
 */
export async function readyToWithdraw(db: Database, userId: string, address = BOOK_ADDRESS, label = 'Test wallet'): Promise<string> {
  await db.update(users).set({ kycStatus: 'APPROVED', moneyOutHeldUntil: null }).where(eq(users.id, userId));
  const entry = await insertWithdrawAddress(db, {
    userId,
    address,
    label,
    source: 'MEMBER',
    createdAt: LONG_AGO,
    confirmedAt: LONG_AGO,
    usableAt: LONG_AGO,
  });
  return entry.id;
}

/**
 * No hold after security changes in this test file's database: its fresh members set their first secure password by
 * the e-mailed link, which holds transfers and withdrawals for a day (security-hold tests keep the default).
 */
export async function turnOffSecurityHold(db: Database): Promise<void> {
  await saveSetting(db, { group: 'SECURITY', name: 'securityHoldHours', value: '0' });
}
