import { and, eq } from 'drizzle-orm';

import type { KycStatus } from '../../contract/enums';
import { findMemberKyc } from '../db/kyc';
import type { MemberKyc } from '../db/kyc';
import { notify } from '../db/notifications';
import { kycDocuments, users } from '../db/schema';
import type { Database } from '../db/types';
import { moneyTransaction } from './ledger';

export type KycDecisionResult = { outcome: 'unknown-member' } | { outcome: 'not-pending' } | { outcome: 'decided'; kyc: MemberKyc };

/** The operator's review of a PENDING submission: APPROVED, or REJECTED with the reason the member reads; the member is notified. */
export function decideKyc(
  db: Database,
  username: string,
  status: Extract<KycStatus, 'APPROVED' | 'REJECTED'>,
  reason: string | null,
  now: Date,
): Promise<KycDecisionResult> {
  // Joins the operator's audited transaction (no savepoint inside it).
  return moneyTransaction(db, async (tx): Promise<KycDecisionResult> => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!member) return { outcome: 'unknown-member' };
    const moved = await tx
      .update(users)
      .set({ kycStatus: status })
      .where(and(eq(users.id, member.id), eq(users.kycStatus, 'PENDING')))
      .returning({ id: users.id });
    if (moved.length === 0) return { outcome: 'not-pending' };
    await tx
      .update(kycDocuments)
      .set({ rejectReason: status === 'REJECTED' ? reason : null, reviewedAt: now })
      .where(eq(kycDocuments.userId, member.id));
    if (status === 'APPROVED') await notify(tx, member.id, 'KYC_APPROVED', {}, now);
    else await notify(tx, member.id, 'KYC_REJECTED', reason ? { reason } : {}, now);
    const kyc = await findMemberKyc(tx, member.id);
    return kyc ? { outcome: 'decided', kyc } : { outcome: 'unknown-member' };
  });
}
