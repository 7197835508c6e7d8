import type { MiningContract, MiningSummary } from '@/contract/mining';
import { http } from './http';

export async function getMiningSummary(params: { from?: string; to?: string } = {}): Promise<MiningSummary> {
  const { data } = await http.get<MiningSummary>('auth/mining/summary', { params });
  return data;
}

export async function getMiningContracts(): Promise<MiningContract[]> {
  const { data } = await http.get<MiningContract[]>('auth/mining/contracts');
  return data;
}
