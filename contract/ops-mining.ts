/**
 * A day's accrual as the console shows it: PAID (an accrual started after the day ended finished), MISSED (not
 * paid for good: never accrued, or only during the day, and the mining job's grace after the day's end is over),
 * PENDING (not paid yet, within that grace: the job has not had its run), FAILED (the last accrual failed), RUNNING,
 * NOTHING_DUE (before the first contract).
 */
export const MINING_DAY_STATUSES = ['PAID', 'MISSED', 'PENDING', 'FAILED', 'RUNNING', 'NOTHING_DUE'] as const;
export type MiningDayStatus = (typeof MINING_DAY_STATUSES)[number];

export interface OpsMiningDay {
  date: string;
  status: MiningDayStatus;
  /** What the accruals of the day credited (0 when none ran). */
  contracts: number;
  amount: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** ops/mining/days: the days from..to, newest first, and how many are payable (MISSED or FAILED; not PENDING). */
export interface OpsMiningDays {
  from: string;
  to: string;
  days: OpsMiningDay[];
  payable: number;
}

/** ops/mining/pay-missed: the days this request paid, oldest first, and those another run was paying. */
export interface OpsMiningPayment {
  paid: { date: string; credited: number; amount: string }[];
  alreadyRunning: string[];
}
