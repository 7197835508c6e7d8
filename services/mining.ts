import type { LocalizedText } from './product';
import { http } from './http';

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
  perDay: { date: string; amount: string }[];
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

export async function getMiningSummary(params: { from?: string; to?: string } = {}): Promise<MiningSummary> {
  const { data } = await http.get<MiningSummary>('auth/mining/summary', { params });
  return data;
}

export async function getMiningContracts(): Promise<MiningContract[]> {
  const { data } = await http.get<MiningContract[]>('auth/mining/contracts');
  return data;
}
