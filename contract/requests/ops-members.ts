import * as z from 'zod/mini';

import { ADJUSTMENT_DIRECTIONS, TOKEN_SYMBOLS } from '../enums';
import { amountField } from '../money-rules/amount';

/** The reason an operator gives for an action on a member (kept in the audit log). */
export const actionReasonSchema = z
  .string({ error: 'ACTION_REASON_REQUIRED' })
  .check(z.trim(), z.minLength(1, 'ACTION_REASON_REQUIRED'), z.maxLength(500, 'REASON_TOO_LONG'));

/** Lock, unlock, 2FA reset: a reason. */
export const memberActionSchema = z.object({ reason: actionReasonSchema });
export type MemberActionRequest = z.infer<typeof memberActionSchema>;

/** A manual credit or debit of one of the member's wallets; the amount read by the one amount parser. */
export const adjustmentSchema = z.object({
  symbol: z.enum(TOKEN_SYMBOLS, { error: 'SYMBOL_CHOICE' }),
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'ADJUSTMENT_DIRECTION_CHOICE' }),
  amount: amountField('ADJUSTMENT_AMOUNT_RULE'),
  reason: actionReasonSchema,
});
export type AdjustmentRequest = z.infer<typeof adjustmentSchema>;

/** Rejecting a pending adjustment: a reason. */
export const adjustmentRejectionSchema = memberActionSchema;

/** The console's member search: part of a username, e-mail, phone or referral code (prefix), paged. */
export const memberSearchQuerySchema = z.object({
  q: z.string({ error: 'SEARCH_QUERY_RULE' }).check(z.trim(), z.minLength(2, 'SEARCH_QUERY_RULE'), z.maxLength(100, 'SEARCH_QUERY_RULE')),
  cursor: z.optional(z.string({ error: 'INVALID_CURSOR' }).check(z.maxLength(200, 'INVALID_CURSOR'))),
  /** 1 to 50, default 20. */
  limit: z.optional(z.string({ error: 'LIMIT_RULE_50' }).check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'LIMIT_RULE_50'))),
});
