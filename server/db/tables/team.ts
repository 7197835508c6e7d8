// A member's team figures, kept up to date as members join and orders complete (server/db/team-figures.ts):
// reading them costs the same for a team of ten and of a hundred thousand. They derive from users.sponsor_id and
// the completed orders only; `rebuild_team_figures()` (a SQL function of migration 0010) recomputes them all.
import { date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';

import { amount } from './columns';
import { users } from './members';

/**
 * Per member: direct children, downline size and volume (USDT of its completed orders), own completed volume, and
 * its sponsor (a copy of users.sponsor_id, which is set once): a level sorted by either volume reads its index.
 */
export const teamStats = pgTable(
  'team_stats',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id),
    sponsorId: uuid('sponsor_id').references(() => users.id),
    directCount: integer('direct_count').notNull().default(0),
    teamSize: integer('team_size').notNull().default(0),
    teamVolume: amount('team_volume').notNull().default('0'),
    ownVolume: amount('own_volume').notNull().default('0'),
  },
  (t) => [
    // Member Connect: a level (the sponsor's direct members) by team volume or own sales, highest first, paged by key.
    index('team_stats_sponsor_team_volume_idx').on(t.sponsorId, t.teamVolume, t.memberId),
    index('team_stats_sponsor_own_volume_idx').on(t.sponsorId, t.ownVolume, t.memberId),
  ],
);

/** Per member and level of its downline (1 = sponsored directly): members and their completed volume. */
export const teamLevels = pgTable(
  'team_levels',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    depth: integer('depth').notNull(),
    members: integer('members').notNull().default(0),
    volume: amount('volume').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'team_levels_pk', columns: [t.memberId, t.depth] }),
    // The leader summary reads a member's levels from the index alone: a deep team's rows lie on as many pages.
    index('team_levels_member_depth_members_idx').on(t.memberId, t.depth, t.members),
  ],
);

/** Per member, UTC day and level: members who joined that day and the volume completed that day (leader summary). */
export const teamDays = pgTable(
  'team_days',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    depth: integer('depth').notNull(),
    newMembers: integer('new_members').notNull().default(0),
    volume: amount('volume').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'team_days_pk', columns: [t.memberId, t.day, t.depth] }),
    // The leader summary sums a period's rows from the index alone (see team_levels).
    index('team_days_member_day_figures_idx').on(t.memberId, t.day, t.depth, t.newMembers, t.volume),
  ],
);
