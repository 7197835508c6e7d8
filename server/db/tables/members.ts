// Settings, tokens, banks, members, their wallets and the ledger.
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
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import {
  amount,
  createdAt,
  kycStatus,
  locale,
  settingGroup,
  tokenSymbol,
  transactionStatus,
  transactionType,
} from './columns';
import type { TokenSettings } from '../../../contract/prices';
import type { MoneyOutHoldReason } from '../../../contract/withdraw-addresses';
import { products } from './catalogue';

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
    /** The language of the member's e-mails: the portal tells the server when the member picks one. */
    language: locale('language').notNull().default('vi-VN'),
    /** Shown at the top of every e-mail to the member (server/domain/mail), so a phishing mail without it stands out; never logged. */
    antiPhishingPhrase: text('anti_phishing_phrase'),
    /**
     * Transfers and withdrawals are refused until this time: set (never shortened) in the transaction of a security
     * change (password reset, secure password changed or reset, 2FA off, e-mail changed, operator's unblock).
     */
    moneyOutHeldUntil: timestamp('money_out_held_until', { withTimezone: true, mode: 'date' }),
    /** What started the hold that ends at money_out_held_until (a MoneyOutHoldReason), so the wallet can say it. */
    moneyOutHoldReason: text('money_out_hold_reason').$type<MoneyOutHoldReason>(),
    /** Set by an operator (with a reason): the member cannot sign in and money out is refused until unlocked. */
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    lockReason: text('lock_reason'),
    /** When the member opened the e-mailed verification link (null: not verified; withdrawals and payout changes wait). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** When the member accepted the terms of use, privacy policy and risk disclosure at sign-up, and their version. */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    termsVersion: text('terms_version'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_sponsor_created_idx').on(t.sponsorId, t.createdAt, t.id),
    // The console's KYC queue: the few members under review.
    index('users_kyc_pending_idx').on(t.id).where(sql`"kyc_status" = 'PENDING'`),
    // The console's member search: prefix matches (LIKE 'x%') on each searched field, whatever the collation.
    index('users_username_prefix_idx').using('btree', t.username.op('text_pattern_ops')),
    index('users_email_prefix_idx').using('btree', t.email.op('text_pattern_ops')),
    index('users_phone_prefix_idx').using('btree', t.phone.op('text_pattern_ops')),
    index('users_referral_code_prefix_idx').using('btree', t.referralCode.op('text_pattern_ops')),
    // Team search: the start of the full name or of its last word (the given name), lower case and without accents
    // (search_key(), a SQL function of migration 0030; server/domain/search-key.ts folds the typed text alike).
    index('users_name_key_prefix_idx').using('btree', sql`search_key(${t.fullName}) text_pattern_ops`),
    index('users_given_name_key_prefix_idx').using('btree', sql`search_key(regexp_replace(${t.fullName}, '^.*[[:space:]]', '')) text_pattern_ops`),
  ],
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
    // The ledger list, newest first by (created_at, id), paged by key: unfiltered or by a date range, by
    // symbol, by type (a leader's rare WITHDRAW among many BONUS rows is read without walking them).
    index('transactions_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('transactions_user_symbol_created_id_idx').on(t.userId, t.symbol, t.createdAt, t.id),
    index('transactions_user_type_created_id_idx').on(t.userId, t.type, t.createdAt, t.id),
    index('transactions_reference_idx').on(t.reference),
  ],
);
