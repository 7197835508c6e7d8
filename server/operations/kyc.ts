import type { KycStatus } from '../../contract/enums';
import { decideKycSubmission, findMemberKyc } from '../db/kyc';
import type { MemberKyc } from '../db/kyc';
import { notify } from '../db/notifications';
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
    const decided = await decideKycSubmission(tx, username, status, reason, now);
    if (decided.outcome !== 'decided') return decided;
    if (status === 'APPROVED') await notify(tx, decided.userId, 'KYC_APPROVED', {}, now);
    else await notify(tx, decided.userId, 'KYC_REJECTED', reason ? { reason } : {}, now);
    const kyc = await findMemberKyc(tx, decided.userId);
    return kyc ? { outcome: 'decided', kyc } : { outcome: 'unknown-member' };
  });
}
