// Page views, KYC, payout, the withdrawal address book, withdrawals, bonus and notifications.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  amount,
  bonusType,
  createdAt,
  kycDocumentType,
  notificationType,
  timestampColumn,
  tokenSymbol,
  withdrawAddressSource,
  withdrawalStatus,
} from './columns';
import type { NotificationParams } from '../../../contract/notifications';
import { products } from './catalogue';
import { transactions, users } from './members';

/** Anonymous page views of the portal; memberId only when a valid access token came with the view. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    language: text('language').notNull(),
    screen: text('screen').notNull(),
    memberId: uuid('member_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt)],
);

/**
 * The member's latest KYC submission (one row per member, replaced by a resubmission). The status itself is
 * `users.kyc_status`; file columns hold generated names in the upload directory's `kyc/` folder.
 */
export const kycDocuments = pgTable('kyc_documents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  documentType: kycDocumentType('document_type').notNull(),
  documentNumber: text('document_number').notNull(),
  frontFile: text('front_file'),
  backFile: text('back_file'),
  selfieFile: text('selfie_file'),
  rejectReason: text('reject_reason'),
  submittedAt: timestampColumn('submitted_at').notNull(),
  reviewedAt: timestampColumn('reviewed_at'),
});

/** Where the member's payouts go: a Vietnamese bank account and, optionally, a wallet proven by a signature. */
export const payoutDetails = pgTable('payout_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  /** EIP-55 checksum form. */
  walletAddress: text('wallet_address'),
  updatedAt: timestampColumn('updated_at').notNull(),
});

/** The one wallet-link message a member may sign (valid until expires_at, used once, replaced by a newer one). */
export const walletLinkMessages = pgTable('wallet_link_messages', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  address: text('address').notNull(),
  message: text('message').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
});

/**
 * The member's withdrawal address book: withdrawals go only to an entry that is confirmed (the e-mailed link, a 2FA code
 * given when adding, or the payout wallet's signature) and whose `usable_at` (confirmation + withdrawAddressDelayHours)
 * has passed. A removed entry keeps its row (withdrawals name it) and frees its address for a new entry.
 */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** EIP-55 checksum form. */
    address: text('address').notNull(),
    label: text('label').notNull(),
    source: withdrawAddressSource('source').notNull().default('MEMBER'),
    createdAt: createdAt(),
    confirmedAt: timestampColumn('confirmed_at'),
    usableAt: timestampColumn('usable_at'),
    removedAt: timestampColumn('removed_at'),
  },
  (t) => [
    index('withdraw_addresses_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('withdraw_addresses_user_address_live_unique').on(t.userId, t.address).where(sql`${t.removedAt} IS NULL`),
  ],
);

/**
 * A USDT withdrawal to a book address: debited at once (PENDING ledger rows), then approved (with the payout's
 * transaction hash) or refunded by the operator, or cancelled (refunded) by the member while PENDING.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    symbol: tokenSymbol('symbol').notNull(),
    amount: amount('amount').notNull(),
    fee: amount('fee').notNull(),
    /** EIP-55 checksum form, copied from the book entry at request time (as its label). */
    address: text('address').notNull(),
    /** The book entry it was requested to (null for withdrawals from before the address book). */
    addressId: uuid('address_id').references(() => withdrawAddresses.id),
    addressLabel: text('address_label'),
    /** The chain it is paid out on: BNB Smart Chain (56) in production, its testnet (97) elsewhere. */
    chainId: integer('chain_id').notNull().default(56),
    /** The payout's transaction hash (0x + 64 hex, lower case), given by the operator's approval. */
    txHash: text('tx_hash'),
    /** The reference of its ledger rows (the debit, the fee and, when rejected or cancelled, the refunds). */
    reference: text('reference').notNull().unique(),
    status: withdrawalStatus('status').notNull().default('PENDING'),
    reason: text('reason'),
    createdAt: createdAt(),
    /** When it left PENDING: approved, rejected or cancelled. */
    decidedAt: timestampColumn('decided_at'),
  },
  (t) => [
    index('withdrawals_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The console's queue: the pending ones, oldest first, paged by key.
    index('withdrawals_pending_created_id_idx').on(t.createdAt, t.id).where(sql`"status" = 'PENDING'`),
    // The console's history: the decided ones, newest decision first, paged by key.
    index('withdrawals_decided_id_idx').on(t.decidedAt, t.id).where(sql`"status" <> 'PENDING'`),
    check('withdrawals_amounts_positive', sql`${t.amount} > 0 AND ${t.fee} >= 0`),
  ],
);

/** Bonus paid to a member (EV), each with its BONUS ledger row. */
export const bonuses = pgTable(
  'bonuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The member whose order earned it. */
    fromUserId: uuid('from_user_id').references(() => users.id),
    type: bonusType('type').notNull(),
    amount: amount('amount').notNull(),
    orderCode: text('order_code'),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => transactions.id),
    // Why it was paid, recorded when paid (rows from before: derived by migration 0022 where possible).
    /** The sponsor level the earner is above the buyer (1 = direct sponsor). */
    level: integer('level'),
    /** The share of the base paid at that level (BONUS_RATES). */
    rate: amount('rate'),
    /** The order's point total (EV) the rate applied to. */
    base: amount('base'),
    /** The earner's package when paid, and how many levels it paid bonus on then. */
    sponsorPackageId: uuid('sponsor_package_id').references(() => products.id),
    sponsorBonusLevels: integer('sponsor_bonus_levels'),
    createdAt: createdAt(),
  },
  (t) => [
    // The bonus list, newest first by (created_at, transaction_id), paged by key; the totals over a range.
    index('bonuses_user_created_transaction_idx').on(t.userId, t.createdAt, t.transactionId),
    check('bonuses_amount_positive', sql`${t.amount} > 0`),
  ],
);


/** A member's notification; its text is made by the client from type and params (so it is translated). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: notificationType('type').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    readAt: timestampColumn('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The list, newest first by (created_at, id), paged by key; the unread ones (list, count, read all) from
    // an index of only them.
    index('notifications_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.createdAt, t.id).where(sql`"read_at" IS NULL`),
    // The notifications page filtered by kind (a few types): a rare kind among many team alerts is read by index.
    index('notifications_user_type_created_id_idx').on(t.userId, t.type, t.createdAt, t.id),
  ],
);
