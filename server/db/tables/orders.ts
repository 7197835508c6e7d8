// Orders and their lines, the warehouse, mining contracts and rewards, bank payments.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  amount,
  createdAt,
  orderMethod,
  orderStatus,
  timestampColumn,
  tokenSymbol,
  warehouseUnitStatus,
} from './columns';
import { transactions, users } from './members';
import { products } from './catalogue';

/**
 * An order. BANK: PENDING_PAYMENT with `code` as the transfer content until paid (COMPLETED), cancelled or past
 * expires_at (EXPIRED). POINT: paid from a wallet and COMPLETED at once. (user_id, idempotency_key) is unique, so
 * the same Idempotency-Key returns the same order; request_hash tells a reuse of the key for another order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Unique, uppercase letters and digits; the bank transfer content and the ledger reference. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    method: orderMethod('method').notNull(),
    /** POINT: the wallet paid from. */
    symbol: tokenSymbol('symbol'),
    status: orderStatus('status').notNull(),
    /** USDT. */
    total: amount('total').notNull(),
    /** Points (EV). */
    pointTotal: amount('point_total').notNull(),
    /** What was debited (POINT: in `symbol`); null for BANK. */
    paidAmount: amount('paid_amount'),
    /** BANK: the amount to transfer in VND (total x BANKING usdtVndRate when created). */
    amountVnd: bigint('amount_vnd', { mode: 'number' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    expiresAt: timestampColumn('expires_at'),
    completedAt: timestampColumn('completed_at'),
    cancelledAt: timestampColumn('cancelled_at'),
    /** REFUNDED: when the payment was credited back (the package was already held). */
    refundedAt: timestampColumn('refunded_at'),
    /** BANK: how it was confirmed ('OPS' or the bank's reference from the webhook). */
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    // The order list, newest first by (created_at, id), paged by key, all or of one status (the awaiting ones).
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('orders_user_status_created_id_idx').on(t.userId, t.status, t.createdAt, t.id),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The console's queue of bank orders awaiting payment, oldest first, paged by key.
    index('orders_bank_awaiting_created_id_idx').on(t.createdAt, t.id).where(sql`"method" = 'BANK' AND "status" = 'PENDING_PAYMENT'`),
    // The console's history of processed bank orders, newest first by when they were processed (the expression of
    // server/db/ops-history.ts's ORDER_PROCESSED_AT), paged by key; and its search by the start of a code.
    index('orders_bank_processed_id_idx')
      .on(sql`coalesce(${t.refundedAt}, ${t.completedAt}, ${t.cancelledAt}, ${t.expiresAt})`, t.id)
      .where(sql`"method" = 'BANK' AND "status" <> 'PENDING_PAYMENT'`),
    index('orders_code_prefix_idx').using('btree', t.code.op('text_pattern_ops')),
    check('orders_amounts_non_negative', sql`${t.total} >= 0 AND ${t.pointTotal} >= 0`),
  ],
);

/** The lines of an order, with the prices at the time of ordering. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    unitPrice: amount('unit_price').notNull(),
    unitPointPrice: amount('unit_point_price').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** A mining unit the member owns (one row per unit bought), IN_STOCK until activated into a mining contract. */
export const warehouseUnits = pgTable(
  'warehouse_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: warehouseUnitStatus('status').notNull().default('IN_STOCK'),
    activatedAt: timestampColumn('activated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('warehouse_units_user_created_id_idx').on(t.userId, t.createdAt, t.id)],
);

/** A warehouse unit put to mining: earns daily_reward EC each day from start_date until before end_date. */
export const miningContracts = pgTable(
  'mining_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    unitId: uuid('unit_id')
      .notNull()
      .unique()
      .references(() => warehouseUnits.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    power: amount('power').notNull(),
    dailyReward: amount('daily_reward').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Exclusive: the first day that earns nothing. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mining_contracts_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('mining_contracts_dates_idx').on(t.startDate, t.endDate),
  ],
);

/** One reward per contract and day (the unique pair makes accrual exactly-once), with its MINING_REWARD ledger row. */
export const miningRewards = pgTable(
  'mining_rewards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => miningContracts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    amount: amount('amount').notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    createdAt: createdAt(),
  },
  (t) => [unique('mining_rewards_contract_day_unique').on(t.contractId, t.day), index('mining_rewards_user_day_idx').on(t.userId, t.day)],
);

/**
 * One row per accrued reward day: RUNNING while an accrual of it runs, PAID once one finished (FAILED when the last
 * one failed). contracts and amount add up what every accrual of the day credited. The mining job pays the days that
 * are not PAID by an accrual started after the day was over (started_at), oldest first.
 */
export const miningAccrualDays = pgTable(
  'mining_accrual_days',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    status: text('status', { enum: ['RUNNING', 'PAID', 'FAILED'] }).notNull(),
    contracts: integer('contracts').notNull().default(0),
    amount: amount('amount').notNull().default('0'),
    startedAt: timestampColumn('started_at').notNull(),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [check('mining_accrual_days_status', sql`${t.status} IN ('RUNNING', 'PAID', 'FAILED')`)],
);

/**
 * Every signed bank notification received (the webhook), by the bank's reference: a replay finds its row and
 * changes nothing. outcome says what it did (CONFIRMED, or why it did not confirm an order).
 */
export const bankPayments = pgTable('bank_payments', {
  reference: text('reference').primaryKey(),
  content: text('content').notNull(),
  amountVnd: bigint('amount_vnd', { mode: 'number' }).notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  outcome: text('outcome').notNull(),
  receivedAt: timestampColumn('received_at').notNull(),
});
