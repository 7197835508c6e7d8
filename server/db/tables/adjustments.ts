// Operators' manual ledger adjustments (credit or debit of a member's wallet with a reason).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { adjustmentDirection, adjustmentStatus, amount, createdAt, timestampColumn, tokenSymbol } from './columns';
import { users } from './members';
import { operators } from './operators';

/**
 * One row per adjustment asked for. APPLIED rows have their ledger row (type ADJUSTMENT, reference = `reference`);
 * one above the approval threshold stays PENDING until a second operator (never its requester) decides.
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    symbol: tokenSymbol('symbol').notNull(),
    direction: adjustmentDirection('direction').notNull(),
    /** Positive; the direction gives the sign of the ledger row. */
    amount: amount('amount').notNull(),
    /** Its value in USDT when asked for (token price then), compared with the approval threshold. */
    usdtValue: amount('usdt_value').notNull(),
    reason: text('reason').notNull(),
    status: adjustmentStatus('status').notNull(),
    /** The ledger reference (AJ-…) of its row once applied; set when asked for. */
    reference: text('reference').notNull().unique(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestampColumn('decided_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    check('ledger_adjustments_amount_positive', sql`${t.amount} > 0`),
    index('ledger_adjustments_status_created_idx').on(t.status, t.createdAt),
    index('ledger_adjustments_user_created_idx').on(t.userId, t.createdAt),
    // One operator's adjustments of the last 24 hours, summed against the approval threshold.
    index('ledger_adjustments_requester_created_idx').on(t.requestedBy, t.createdAt),
  ],
);
