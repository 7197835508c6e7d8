import type { DayAmount, LocalizedText } from './common';
import type { KeyPage } from './envelope';

export interface MiningSummary {
  /** TiB of the active contracts. */
  power: string;
  activeContracts: number;
  /** EC. */
  rewardsToday: string;
  rewardsTotal: string;
  from: string;
  to: string;
  /** Every day of the range, '0' on days without a reward. */
  perDay: DayAmount[];
}

export interface MiningContract {
  _id: string;
  unitId: string;
  product: { code: string; name: LocalizedText };
  power: string;
  dailyReward: string;
  startDate: string;
  /** Exclusive. */
  endDate: string;
  active: boolean;
  rewardsTotal: string;
  lastRewardDay: string | null;
}

/** auth/mining/contracts: the member's contracts, newest first, a page by key. */
export type MiningContractPage = KeyPage<MiningContract>;
