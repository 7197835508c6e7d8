import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  BONUS_TYPES,
  KYC_DOCUMENT_TYPES,
  KYC_STATUSES,
  NOTIFICATION_TYPES,
  ORDER_METHODS,
  ORDER_STATUSES,
  PRODUCT_KINDS,
  SETTING_GROUPS,
  TOKEN_SYMBOLS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WAREHOUSE_UNIT_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../../contract/enums';
import type { NotificationParams } from '../../contract/notifications';
import type { TokenSettings } from '../../contract/prices';

export const settingGroup = pgEnum('setting_group', SETTING_GROUPS);
export const tokenSymbol = pgEnum('token_symbol', TOKEN_SYMBOLS);
export const kycStatus = pgEnum('kyc_status', KYC_STATUSES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const productKind = pgEnum('product_kind', PRODUCT_KINDS);
export const kycDocumentType = pgEnum('kyc_document_type', KYC_DOCUMENT_TYPES);
export const bonusType = pgEnum('bonus_type', BONUS_TYPES);
export const withdrawalStatus = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);
export const orderMethod = pgEnum('order_method', ORDER_METHODS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const warehouseUnitStatus = pgEnum('warehouse_unit_status', WAREHOUSE_UNIT_STATUSES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const settings = pgTable(
  'settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    group: settingGroup('group').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('settings_group_name_unique').on(t.group, t.name)],
);

export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: tokenSymbol('code').notNull().unique(),
    price: amount('price').notNull(),
    buyPrice: amount('buy_price').notNull(),
    settings: jsonb('settings').$type<TokenSettings>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('tokens_prices_positive', sql`${t.price} > 0 AND ${t.buyPrice} > 0`)],
);

export const banks = pgTable('banks', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  bin: text('bin').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Null until the member sets a secure password in settings (members who signed up themselves). */
    securePasswordHash: text('secure_password_hash'),
    referralCode: text('referral_code').notNull().unique(),
    sponsorId: uuid('sponsor_id').references((): AnyPgColumn => users.id),
    totpSecret: text('totp_secret'),
    is2FAEnabled: boolean('is_2fa_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code of this step or an earlier one is refused (each code works once). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    kycStatus: kycStatus('kyc_status').notNull().default('NONE'),
    isLeader: boolean('is_leader').notNull().default(false),
    /** The avatar's public path (`/api/public/avatar/<generated name>`), or null. */
    avatarUrl: text('avatar_url'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    /** The member's membership package (a PACKAGE product), null until one is bought. */
    packageId: uuid('package_id').references((): AnyPgColumn => products.id),
    /** Set when the member answered a security alert with "this was not me": transfers and withdrawals are refused until an operator unblocks. */
    moneyOutBlockedAt: timestamp('money_out_blocked_at', { withTimezone: true, mode: 'date' }),
    moneyOutBlockReason: text('money_out_block_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('users_sponsor_id_idx').on(t.sponsorId)],
);

export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    symbol: tokenSymbol('symbol').notNull(),
    balance: amount('balance').notNull().default('0'),
  },
  (t) => [
    unique('wallets_user_symbol_unique').on(t.userId, t.symbol),
    check('wallets_balance_non_negative', sql`${t.balance} >= 0`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    symbol: tokenSymbol('symbol').notNull(),
    type: transactionType('type').notNull(),
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
    reference: text('reference'),
    status: transactionStatus('status').notNull().default('COMPLETED'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_user_symbol_idx').on(t.userId, t.symbol, t.id),
    index('transactions_user_created_idx').on(t.userId, t.createdAt),
    index('transactions_reference_idx').on(t.reference),
  ],
);

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Refresh tokens, stored as sha256 hashes. Each sign-in starts a family; a refresh rotates within it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    /** Set when the token was exchanged for the next one; presenting it again revokes the family. */
    rotatedAt: timestampColumn('rotated_at'),
    revokedAt: timestampColumn('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_id_idx').on(t.userId), index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/**
 * A signed-in session: one per sign-in, its id is the refresh-token family and the `sid` claim of its access
 * tokens. Revoking it refuses those access tokens at once (each request checks it) and ends the family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** Updated at most once a minute by the requests of the session. */
    lastActiveAt: timestampColumn('last_active_at').notNull(),
    /** The expiry of its newest refresh token: the session cannot outlive it. */
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId, t.revokedAt)],
);

/** One-time password reset tokens, stored as sha256 hashes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const SECURITY_TOKEN_PURPOSES = ['SECURE_PASSWORD_RESET', 'NOT_ME'] as const;
export type SecurityTokenPurpose = (typeof SECURITY_TOKEN_PURPOSES)[number];

/**
 * E-mailed one-time links of the security settings (stored as sha256, like password_reset_tokens): the forgotten
 * secure password's reset, and the "this was not me" link of a credential-change alert. Apart from the password
 * reset links because a password reset retires those, and the alert of that very reset must keep its link.
 */
export const securityTokens = pgTable(
  'security_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: SECURITY_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('security_tokens_user_id_idx').on(t.userId)],
);

/** Completed sign-ins, for the member's security page. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    withSecondFactor: boolean('with_second_factor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_ins_user_id_idx').on(t.userId, t.createdAt)],
);

/**
 * Devices a member completed a sign-in from: the device cookie's random id, as sha256 (hex). A device is
 * "known" to a member only through a row of theirs; the sign-in limits and the new-device notice read it.
 */
export const memberDevices = pgTable(
  'member_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    lastSignInAt: timestampColumn('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** Fixed-window attempt counters shared by every app instance: one row per key, reset when its window changes. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestampColumn('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

export const MAIL_DELIVERIES = ['LOG', 'SMTP'] as const;
export type MailDeliveryKind = (typeof MAIL_DELIVERIES)[number];

/** Every e-mail the server sends, with how it was delivered. */
export const outbox = pgTable('outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  delivery: text('delivery').$type<MailDeliveryKind>().notNull(),
  sentAt: timestampColumn('sent_at'),
  error: text('error'),
  createdAt: createdAt(),
});

/** Secrets generated by the server when the environment sets none (production), shared by every instance. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** The catalogue: membership packages and mining units (power in TiB; packages have 0). Prices in USDT and points. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: productKind('kind').notNull(),
    nameVi: text('name_vi').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionVi: text('description_vi').notNull(),
    descriptionEn: text('description_en').notNull(),
    price: amount('price').notNull(),
    pointPrice: amount('point_price').notNull(),
    power: amount('power').notNull().default('0'),
    /** PACKAGE: how many sponsor levels its owner earns bonus from (1 = direct only); 0 for mining units. */
    bonusLevels: integer('bonus_levels').notNull().default(0),
    /** MINING: EC credited per day of an active contract; 0 for packages. */
    dailyReward: amount('daily_reward').notNull().default('0'),
    /** MINING: how many days a contract started from this unit earns; 0 for packages. */
    contractDays: integer('contract_days').notNull().default(0),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_amounts_non_negative', sql`${t.price} >= 0 AND ${t.pointPrice} >= 0 AND ${t.power} >= 0`),
    index('products_kind_idx').on(t.kind, t.sortOrder),
  ],
);

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

/** A USDT withdrawal to a BSC address: debited at once (PENDING ledger rows), then approved or refunded by the operator. */
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
    /** EIP-55 checksum form. */
    address: text('address').notNull(),
    /** The reference of its ledger rows (the debit, the fee and, when rejected, the refunds). */
    reference: text('reference').notNull().unique(),
    status: withdrawalStatus('status').notNull().default('PENDING'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestampColumn('decided_at'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('bonuses_user_created_idx').on(t.userId, t.createdAt),
    check('bonuses_amount_positive', sql`${t.amount} > 0`),
  ],
);

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
    /** BANK: how it was confirmed ('OPS' or the bank's reference from the webhook). */
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
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
  (t) => [index('warehouse_units_user_idx').on(t.userId, t.createdAt)],
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
  (t) => [index('mining_contracts_user_idx').on(t.userId), index('mining_contracts_dates_idx').on(t.startDate, t.endDate)],
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
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt), index('notifications_user_unread_idx').on(t.userId, t.readAt)],
);
