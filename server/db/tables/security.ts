// Sessions, tokens, sign-ins, devices, limits, the mail outbox and server secrets.
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

import { createdAt, locale, timestampColumn } from './columns';
import { users } from './members';

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

export const SECURITY_TOKEN_PURPOSES = ['SECURE_PASSWORD_RESET', 'NOT_ME', 'WITHDRAW_ADDRESS', 'SIGN_IN_UNLOCK', 'EMAIL_VERIFY'] as const;
export type SecurityTokenPurpose = (typeof SECURITY_TOKEN_PURPOSES)[number];

/**
 * E-mailed one-time links of the security settings (stored as sha256, like password_reset_tokens): the forgotten
 * secure password's reset, the "this was not me" link of a credential-change alert, the confirmation of a new
 * withdrawal address, and the sign-in unlock link of a device. Apart from the password
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
    /** What the link acts on, when it acts on one thing: the withdrawal address a WITHDRAW_ADDRESS link confirms. */
    subjectId: uuid('subject_id'),
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
 * Devices a member completed a sign-in from, or opened an e-mailed unlock link on: the device cookie's random id,
 * as sha256 (hex). A device is "known" to a member only through a row of theirs; the sign-in limits read every row,
 * the new-device notice only rows of completed sign-ins.
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
    /** False while the device is known through an unlock link only (no sign-in completed from it yet). */
    signedIn: boolean('signed_in').notNull().default(true),
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
  /** The plain-text part. */
  body: text('body').notNull(),
  /** The HTML part and the mail's language and kind (server/domain/mail/catalogue.ts); null on rows from before them. */
  html: text('html'),
  language: locale('language'),
  kind: text('kind'),
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
