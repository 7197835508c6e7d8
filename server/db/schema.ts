import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

import type { TokenSettings } from '../domain/tokens';

export const SETTING_GROUPS = ['WEB', 'CONTACT', 'BANKING'] as const;
export const TOKEN_SYMBOLS = ['USDT', 'EV', 'EC'] as const;
export const KYC_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'SWAP_IN',
  'SWAP_OUT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ORDER_PAYMENT',
  'UPGRADE',
  'BONUS',
  'MINING_REWARD',
  'FEE',
] as const;
export const TRANSACTION_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED'] as const;

export type SettingGroup = (typeof SETTING_GROUPS)[number];
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];
export type KycStatus = (typeof KYC_STATUSES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const settingGroup = pgEnum('setting_group', SETTING_GROUPS);
export const tokenSymbol = pgEnum('token_symbol', TOKEN_SYMBOLS);
export const kycStatus = pgEnum('kyc_status', KYC_STATUSES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);

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
    securePasswordHash: text('secure_password_hash').notNull(),
    referralCode: text('referral_code').notNull().unique(),
    sponsorId: uuid('sponsor_id').references((): AnyPgColumn => users.id),
    totpSecret: text('totp_secret'),
    is2FAEnabled: boolean('is_2fa_enabled').notNull().default(false),
    kycStatus: kycStatus('kyc_status').notNull().default('NONE'),
    isLeader: boolean('is_leader').notNull().default(false),
    avatarUrl: text('avatar_url'),
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
  (t) => [index('transactions_user_symbol_idx').on(t.userId, t.symbol, t.id)],
);
