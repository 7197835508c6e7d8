import { z } from 'zod';

import type { MiningContract, MiningSummary } from '../../contract/mining';
import type { MiningDayStatus } from '../../contract/ops-mining';
import type { WarehouseUnit } from '../../contract/warehouse';
import type { TokenSymbol, WarehouseUnitStatus } from '../../contract/enums';
import type { FieldErrors } from './field-errors';
import { addDays, cursorParam, dayStart, daysOf, emptyToUndefined, isoDate, utcDate } from './history';
import { DEFAULT_ORDER_PAGE_LIMIT, MAX_ORDER_PAGE_LIMIT, wholeNumberParam } from './orders';
import { toDecimalString } from './money';

/** Mining rewards are paid in EC. */
export const MINING_REWARD_SYMBOL: TokenSymbol = 'EC';
/** The mining summary's default range: the last 30 days (today included). */
export const DEFAULT_MINING_DAYS = 30;

export const MINING_ERRORS = {
  unitNotFound: 'UNIT_NOT_FOUND',
  alreadyMining: 'UNIT_ALREADY_MINING',
  futureDay: 'FUTURE_DAY',
} as const;

export const miningSummaryQuery = z.object({
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
});

/** The contract list: created from..to (inclusive UTC days, each side optional), a page by key. */
export const miningContractListQuery = z.object({
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_ORDER_PAGE_LIMIT, MAX_ORDER_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

/** The operator's accrual: `date` defaults to today (UTC). */
export const accrualRequest = z.object({ date: z.preprocess(emptyToUndefined, isoDate('ACCRUAL')) });

/** The ledger reference of every MINING_REWARD row of one day. */
export const miningReference = (day: string) => `MN-${day}`;

/** The day before the UTC day of `at` (what the server's timer accrues). */
export const previousUtcDay = (at: Date) => addDays(utcDate(at), -1);

/** A contract started on `startDate` earns `contractDays` days; the end date is the first day that earns nothing. */
export const contractEndDate = (startDate: string, contractDays: number) => addDays(startDate, contractDays);

/** The mining job looks back at most this many days (the oldest unpaid day it pays is this many days before today). */
export const MAX_CATCH_UP_DAYS = 400;

export interface AccrualDayRecord {
  day: string;
  status: 'RUNNING' | 'PAID' | 'FAILED';
  startedAt: Date;
}

/** A day is paid for good once an accrual of it that started after the day was over finished (PAID). */
export const isDayPaid = (record: AccrualDayRecord) => record.status === 'PAID' && record.startedAt >= dayStart(addDays(record.day, 1));

/**
 * The days the mining job pays, oldest first: every day up to `yesterday` not paid for good, from the first start
 * date of the contracts still running in the window (null: none, nothing to pay), at most `maxDays` days back.
 */
export function daysToAccrue(yesterday: string, firstStart: string | null, records: readonly AccrualDayRecord[], maxDays = MAX_CATCH_UP_DAYS): string[] {
  if (firstStart === null) return [];
  const windowStart = addDays(yesterday, -(maxDays - 1));
  const from = firstStart > windowStart ? firstStart : windowStart;
  const paid = new Set(records.filter(isDayPaid).map((record) => record.day));
  return daysOf(from, yesterday).filter((day) => !paid.has(day));
}

export const isContractActive = (contract: { startDate: string; endDate: string }, day: string) =>
  contract.startDate <= day && day < contract.endDate;

/** A day may be accrued once it has begun: today (UTC, of `at`) or earlier. `day` is a checked YYYY-MM-DD. */
export function checkAccrualDay(day: string, at: Date): { errors: FieldErrors } | null {
  return day > utcDate(at) ? { errors: { date: MINING_ERRORS.futureDay } } : null;
}

export interface WarehouseUnitRecord {
  id: string;
  status: WarehouseUnitStatus;
  orderCode: string;
  createdAt: Date;
  activatedAt: Date | null;
  product: { id: string; code: string; nameVi: string; nameEn: string; power: string; dailyReward: string; contractDays: number };
  contract: { id: string; startDate: string; endDate: string } | null;
}

export function toWarehouseUnitView(unit: WarehouseUnitRecord): WarehouseUnit {
  const { product, contract } = unit;
  return {
    _id: unit.id,
    status: unit.status,
    product: {
      _id: product.id,
      code: product.code,
      name: { vi: product.nameVi, en: product.nameEn },
      power: toDecimalString(product.power),
      dailyReward: toDecimalString(product.dailyReward),
      contractDays: product.contractDays,
    },
    orderCode: unit.orderCode,
    createdAt: unit.createdAt.toISOString(),
    activatedAt: unit.activatedAt ? unit.activatedAt.toISOString() : null,
    contract: contract ? { _id: contract.id, startDate: contract.startDate, endDate: contract.endDate } : null,
  };
}

export interface MiningContractRecord {
  id: string;
  unitId: string;
  productCode: string;
  nameVi: string;
  nameEn: string;
  power: string;
  dailyReward: string;
  startDate: string;
  endDate: string;
  rewardsTotal: string;
  lastRewardDay: string | null;
}

export function toMiningContractView(contract: MiningContractRecord, today: string): MiningContract {
  return {
    _id: contract.id,
    unitId: contract.unitId,
    product: { code: contract.productCode, name: { vi: contract.nameVi, en: contract.nameEn } },
    power: toDecimalString(contract.power),
    dailyReward: toDecimalString(contract.dailyReward),
    startDate: contract.startDate,
    endDate: contract.endDate,
    active: isContractActive(contract, today),
    rewardsTotal: toDecimalString(contract.rewardsTotal),
    lastRewardDay: contract.lastRewardDay,
  };
}

export interface MiningSummaryRecord {
  power: string;
  activeContracts: number;
  rewardsToday: string;
  rewardsTotal: string;
  perDay: readonly { date: string; amount: string }[];
}

/** The summary with every day of from..to in perDay ('0' on days without rewards). */
export function toMiningSummaryView(summary: MiningSummaryRecord, from: string, to: string): MiningSummary {
  const byDay = new Map(summary.perDay.map((row) => [row.date, toDecimalString(row.amount)]));
  return {
    power: toDecimalString(summary.power),
    activeContracts: summary.activeContracts,
    rewardsToday: toDecimalString(summary.rewardsToday),
    rewardsTotal: toDecimalString(summary.rewardsTotal),
    from,
    to,
    perDay: daysOf(from, to).map((date) => ({ date, amount: byDay.get(date) ?? '0' })),
  };
}

/** A RUNNING day whose accrual started this long ago is taken for crashed: paying missed days may run it again. */
export const STALE_ACCRUAL_MS = 60 * 60 * 1000;

/** The console's days: 30 by default, up to the previous UTC day. */
export const DEFAULT_OPS_MINING_DAYS = 30;

export const opsMiningDaysQuery = z.object({
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
});

/** How often the mining job runs (server/mining-timer.ts): shortly after start, then at this interval. */
export const MINING_JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * How long after a day's end its accrual may still be to come: one interval of the job (its next run may be that far
 * off) and an hour for the run itself (a large day's batches, a slow start). Past it, an unpaid day is MISSED.
 */
export const ACCRUAL_GRACE_MS = MINING_JOB_INTERVAL_MS + 60 * 60 * 1000;

/** Whether the job should have paid `day` by `at`: its grace after the day's end is over. */
export const isAccrualOverdue = (day: string, at: Date) => at.getTime() >= dayStart(addDays(day, 1)).getTime() + ACCRUAL_GRACE_MS;

/**
 * How the console shows a day at `at`: PAID for good, RUNNING, FAILED, MISSED (no accrual since the day ended, and
 * its grace is over), PENDING (not paid yet, but the job still has time: ACCRUAL_GRACE_MS), or NOTHING_DUE (no record
 * and before the first earning contract: `firstStart` null when there is none).
 */
export function miningDayStatus(day: string, record: AccrualDayRecord | undefined, firstStart: string | null, at: Date): MiningDayStatus {
  if (record) {
    if (isDayPaid(record)) return 'PAID';
    if (record.status === 'RUNNING' || record.status === 'FAILED') return record.status;
  } else if (firstStart === null || day < firstStart) {
    return 'NOTHING_DUE';
  }
  return isAccrualOverdue(day, at) ? 'MISSED' : 'PENDING';
}
