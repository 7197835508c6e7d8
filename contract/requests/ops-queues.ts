import * as z from 'zod/mini';

import { KYC_DECISIONS } from '../enums';
import type { ErrorCode } from '../errors';

/** 0x + 64 hex digits: a transaction hash on an EVM chain. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

/** What the member reads: trimmed, up to 500 characters, empty reads as none. */
const reasonField = z.optional(
  z.nullable(z.string({ error: 'REASON_NOT_TEXT' }).check(z.trim(), z.maxLength(500, 'REASON_TOO_LONG'))),
);
const decisionField = z.enum(KYC_DECISIONS, { error: 'KYC_DECISION_INVALID' });

const rejectionNeedsReason = z.refine<{ decision: string; reason?: string | null }>(
  (review) => review.decision !== 'REJECT' || Boolean(review.reason),
  { path: ['reason'], message: 'REASON_REQUIRED' satisfies ErrorCode },
);

/** The support operator's review of a KYC submission: a rejection names the reason the member reads. */
export const kycReviewSchema = z.object({ decision: decisionField, reason: reasonField }).check(rejectionNeedsReason);
export type KycReviewFields = z.input<typeof kycReviewSchema>;

/**
 * The finance operator's decision on a withdrawal: APPROVE names the payout's transaction hash, REJECT the reason the
 * member reads (the amount and the fee go back).
 */
export const withdrawalReviewSchema = z
  .object({
    decision: decisionField,
    reason: reasonField,
    txHash: z.optional(z.nullable(z.string({ error: 'TX_HASH_RULE' }).check(z.trim()))),
  })
  .check(
    rejectionNeedsReason,
    z.superRefine((review, ctx) => {
      if (review.decision !== 'APPROVE') return;
      if (!review.txHash) ctx.issues.push({ code: 'custom', path: ['txHash'], message: 'TX_HASH_REQUIRED', input: review.txHash });
      else if (!TX_HASH_PATTERN.test(review.txHash)) ctx.issues.push({ code: 'custom', path: ['txHash'], message: 'TX_HASH_RULE', input: review.txHash });
    }),
  );
export type WithdrawalReviewFields = z.input<typeof withdrawalReviewSchema>;

/** An operator's cancellation of a bank order awaiting payment: why, for the audit log. */
export const orderCancellationSchema = z.object({
  reason: z.string({ error: (issue) => (issue.input === undefined ? 'REASON_REQUIRED' : 'REASON_NOT_TEXT') }).check(
    z.trim(),
    z.minLength(1, 'REASON_REQUIRED'),
    z.maxLength(500, 'REASON_TOO_LONG'),
  ),
});
export type OrderCancellationFields = z.input<typeof orderCancellationSchema>;
