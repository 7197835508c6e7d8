import { z } from 'zod';

import * as zm from 'zod/mini';

import { withdrawalReviewSchema } from '../../contract/requests/ops-queues';
import { cursorParam } from './history';
import { wholeNumberParam } from './orders';

export const DEFAULT_WITHDRAWAL_PAGE_LIMIT = 10;
export const MAX_WITHDRAWAL_PAGE_LIMIT = 50;

/** auth/transaction/withdrawals: ?cursor=&limit= */
export const withdrawalListQuery = z.object({
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_WITHDRAWAL_PAGE_LIMIT, MAX_WITHDRAWAL_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

/**
 * The operator's decision on a withdrawal (ops/withdraw/:id; the console's form schema): APPROVE names the payout's
 * transaction hash (stored lower case), REJECT the reason shown to the member.
 */
export const withdrawalDecisionSchema = zm.pipe(
  withdrawalReviewSchema,
  zm.transform((review) =>
    review.decision === 'APPROVE'
      ? { decision: 'APPROVE' as const, txHash: (review.txHash ?? '').toLowerCase() }
      : { decision: 'REJECT' as const, reason: review.reason || null },
  ),
);
