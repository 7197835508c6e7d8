// Team alerts: each member's preferences, their browsers' push subscriptions, and the deliveries
// (e-mail, web push) written in the transaction of the event they tell.
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

import type { AlertChannel, AlertDeliveryChannel, AlertEvent } from '../../../contract/enums';
import type { NotificationParams } from '../../../contract/notifications';
import { createdAt, notificationType, timestampColumn } from './columns';
import { users } from './members';

/** A member's choice for one event on one channel; no row means the default (domain/alerts.ts). */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    event: text('event').$type<AlertEvent>().notNull(),
    channel: text('channel').$type<AlertChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event, t.channel] })],
);

/** A browser's push subscription (its endpoint is unique: the browser belongs to the member who subscribed it last). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** An alert to deliver on a channel after its event's transaction commits; retried until sent or given up. */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel').$type<AlertDeliveryChannel>().notNull(),
    type: notificationType('type').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    /** PUSH: the browser it goes to (its pending deliveries go with it when it is removed). */
    pushSubscriptionId: uuid('push_subscription_id').references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampColumn('next_attempt_at').notNull(),
    sentAt: timestampColumn('sent_at'),
    gaveUpAt: timestampColumn('gave_up_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('alert_deliveries_pending_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} IS NULL AND ${t.gaveUpAt} IS NULL`),
  ],
);
