import { z } from 'zod';

import { TX_HASH_PATTERN } from '../../config/chains';
import { cursorParam } from './history';
import { wholeNumberParam } from './orders';

export const DEFAULT_WITHDRAWAL_PAGE_LIMIT = 10;
export const MAX_WITHDRAWAL_PAGE_LIMIT = 50;

/** auth/transaction/withdrawals: ?cursor=&limit= */
export const withdrawalListQuery = z.object({
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_WITHDRAWAL_PAGE_LIMIT, MAX_WITHDRAWAL_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

const reasonSchema = z
  .string({ error: 'REASON_NOT_TEXT' })
  .trim()
  .max(500, 'REASON_TOO_LONG')
  .nullish()
  .transform((value) => (value ? value : null));

/**
 * The operator's decision on a withdrawal (ops/withdraw/:id): APPROVE names the payout's transaction hash (stored
 * lower case), REJECT may give a reason (shown to the member).
 */
export const withdrawalDecisionSchema = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: 'KYC_DECISION_INVALID' }),
    reason: reasonSchema,
    txHash: z.string({ error: 'TX_HASH_RULE' }).trim().nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'APPROVE') return;
    if (!input.txHash) ctx.addIssue({ code: 'custom', path: ['txHash'], message: 'TX_HASH_REQUIRED' });
    else if (!TX_HASH_PATTERN.test(input.txHash)) ctx.addIssue({ code: 'custom', path: ['txHash'], message: 'TX_HASH_RULE' });
  })
  .transform((input) =>
    input.decision === 'APPROVE'
      ? { decision: 'APPROVE' as const, txHash: (input.txHash ?? '').toLowerCase() }
      : { decision: 'REJECT' as const, reason: input.reason },
  );
