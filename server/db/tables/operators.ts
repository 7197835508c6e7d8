// The people who run the platform (apart from members), their API tokens and setup links, and the audit log.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { adjustmentStatus, createdAt, operatorChangeKind, operatorRole, timestampColumn } from './columns';

export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  role: operatorRole('role').notNull(),
  /** Null until the operator sets it through the setup link. */
  passwordHash: text('password_hash'),
  /** Made with the account; the operator enrols it through the setup link (enrolled then). */
  totpSecret: text('totp_secret').notNull(),
  totpEnrolled: boolean('totp_enrolled').notNull().default(false),
  /** The last time step whose code signed in: a code works once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: createdAt(),
  /** A disabled operator's tokens and links no longer work. */
  disabledAt: timestampColumn('disabled_at'),
});

/** Per-operator bearer tokens of the ops API, stored as sha256 (shown once when made). */
export const operatorApiTokens = pgTable(
  'operator_api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestampColumn('last_used_at'),
    revokedAt: timestampColumn('revoked_at'),
  },
  (t) => [index('operator_api_tokens_operator_id_idx').on(t.operatorId)],
);

/**
 * Console sign-ins (password + authenticator code), by the sha256 of the HttpOnly cookie's token. Live while not
 * ended, used within the idle timeout and younger than the absolute limit (server/domain/operator-sessions.ts).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestampColumn('last_seen_at').notNull(),
    endedAt: timestampColumn('ended_at'),
  },
  (t) => [index('operator_sessions_operator_id_idx').on(t.operatorId)],
);

/**
 * Devices an operator completed a console sign-in from: the operator device cookie's random id, as sha256 (hex).
 * As for members, failed sign-ins from such a device have a count of their own.
 */
export const operatorDevices = pgTable(
  'operator_devices',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestampColumn('created_at').notNull(),
    lastSignInAt: timestampColumn('last_sign_in_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.deviceHash] })],
);

/**
 * One-time setup links of operator accounts (sha256, 24 h). Not `security_tokens`: those belong to members
 * (user_id references users).
 */
export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('operator_setup_tokens_operator_id_idx').on(t.operatorId)],
);

/**
 * Every operator action: who (null: the system, e.g. the bootstrap command), from where, what, before and after.
 * Append-only: a trigger of the migration refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt), index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * An admin's request to create an operator or change one's role: PENDING until a second admin (never the requester)
 * approves it (APPLIED: the operator exists, the role changed) or an admin rejects it. One pending request per name.
 */
export const operatorChanges = pgTable(
  'operator_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: operatorChangeKind('kind').notNull(),
    /** The operator made (CREATE) or changed (ROLE). */
    username: text('username').notNull(),
    role: operatorRole('role').notNull(),
    /** ROLE: the role when asked for; null for CREATE. */
    previousRole: operatorRole('previous_role'),
    status: adjustmentStatus('status').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => operators.id),
    createdAt: createdAt(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedAt: timestampColumn('decided_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('operator_changes_one_pending_idx')
      .on(t.username)
      .where(sql`${t.status} = 'PENDING'`),
    index('operator_changes_status_created_idx').on(t.status, t.createdAt),
  ],
);
