import { and, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';

import { afterPosition, endStillBounds, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';

import { miningContracts, miningRewards, products } from './schema';
import type { Database } from './types';

export const activeOn = (day: string) => and(lte(miningContracts.startDate, day), gt(miningContracts.endDate, day));

/** A UTC day: its date (YYYY-MM-DD) and the instants it starts and ends at. */
export interface UtcDay {
  date: string;
  start: Date;
  end: Date;
}

/**
 * The member's mining at a glance: power and number of contracts active today, rewards credited today (UTC, by
 * ledger time), rewards of all time, and the sums per reward day of from..to.
 */
export async function miningSummary(db: Database, userId: string, today: UtcDay, from: string, to: string) {
  const mine = eq(miningRewards.userId, userId);
  const todayStart = today.start.toISOString();
  const tomorrowStart = today.end.toISOString();
  const [[active], [totals], perDay] = await Promise.all([
    db
      .select({ power: sql<string>`coalesce(sum(${miningContracts.power}), 0)::text`, count: sql<number>`count(*)::int` })
      .from(miningContracts)
      .where(and(eq(miningContracts.userId, userId), activeOn(today.date))),
    db
      .select({
        all: sql<string>`coalesce(sum(${miningRewards.amount}), 0)::text`,
        today: sql<string>`coalesce(sum(${miningRewards.amount}) filter (where ${miningRewards.createdAt} >= ${todayStart}::timestamptz and ${miningRewards.createdAt} < ${tomorrowStart}::timestamptz), 0)::text`,
      })
      .from(miningRewards)
      .where(mine),
    db
      .select({ date: sql<string>`${miningRewards.day}::text`, amount: sql<string>`sum(${miningRewards.amount})::text` })
      .from(miningRewards)
      .where(and(mine, gte(miningRewards.day, from), lte(miningRewards.day, to)))
      .groupBy(miningRewards.day),
  ]);
  return { power: active.power, activeContracts: active.count, rewardsToday: totals.today, rewardsTotal: totals.all, perDay };
}

/**
 * The member's contracts created in [start, end) (each side optional), newest first (created_at, id), one page by
 * key after `after`, with their product, rewards total and last rewarded day.
 */
export async function listMiningContracts(
  db: Database,
  userId: string,
  query: { start: Date | null; end: Date | null; after: KeysetPosition | null; limit: number },
) {
  const end = endStillBounds(query.end, query.after) ? query.end : null;
  const rows = await db
    .select({
      id: miningContracts.id,
      unitId: miningContracts.unitId,
      productCode: products.code,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      power: miningContracts.power,
      dailyReward: miningContracts.dailyReward,
      startDate: miningContracts.startDate,
      endDate: miningContracts.endDate,
      rewardsTotal: sql<string>`coalesce(sum(${miningRewards.amount}), 0)::text`,
      lastRewardDay: sql<string | null>`max(${miningRewards.day})::text`,
      positionAt: positionTime(miningContracts.createdAt),
    })
    .from(miningContracts)
    .innerJoin(products, eq(products.id, miningContracts.productId))
    .leftJoin(miningRewards, eq(miningRewards.contractId, miningContracts.id))
    .where(
      and(
        eq(miningContracts.userId, userId),
        query.start ? gte(miningContracts.createdAt, query.start) : undefined,
        end ? lt(miningContracts.createdAt, end) : undefined,
        afterPosition({ at: miningContracts.createdAt, id: miningContracts.id, idType: 'uuid' }, query.after),
      ),
    )
    .groupBy(miningContracts.id, products.id)
    .orderBy(desc(miningContracts.createdAt), desc(miningContracts.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}
