import type { KycStatus } from '../../contract/enums';
import { appendAudit } from '../db/audit-log';
import { decideKycSubmission, findMemberKyc } from '../db/kyc';
import type { MemberKyc } from '../db/kyc';
import { notify } from '../db/notifications';
import type { Database } from '../db/types';
import { moneyTransaction } from './ledger';
import type { Actor } from './operators';

export type KycDecisionResult = { outcome: 'unknown-member' } | { outcome: 'not-pending' } | { outcome: 'decided'; kyc: MemberKyc };

/**
 * The operator's review of a PENDING submission, one transaction: APPROVED, or REJECTED with the reason the member
 * reads; the member is notified and, with the operator as `actor`, the decision's audit row written.
 */
export function decideKyc(
  db: Database,
  username: string,
  status: Extract<KycStatus, 'APPROVED' | 'REJECTED'>,
  reason: string | null,
  now: Date,
  actor: Actor | null = null,
): Promise<KycDecisionResult> {
  return moneyTransaction(db, async (tx): Promise<KycDecisionResult> => {
    const decided = await decideKycSubmission(tx, username, status, reason, now);
    if (decided.outcome !== 'decided') return decided;
    if (status === 'APPROVED') await notify(tx, decided.userId, 'KYC_APPROVED', {}, now);
    else await notify(tx, decided.userId, 'KYC_REJECTED', reason ? { reason } : {}, now);
    if (actor) {
      const audit = { action: 'kyc.decide', targetType: 'member', targetId: username, before: { kycStatus: 'PENDING' }, after: { kycStatus: status } };
      await appendAudit(tx, { ...actor, ...audit, reason });
    }
    const kyc = await findMemberKyc(tx, decided.userId);
    return kyc ? { outcome: 'decided', kyc } : { outcome: 'unknown-member' };
  });
}
