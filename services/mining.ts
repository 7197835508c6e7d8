import type { MiningContractPage, MiningSummary } from '@/contract/mining';
import type { MiningContractListParams } from '@/contract/requests/orders';
import { http } from './http';

export async function getMiningSummary(params: { from?: string; to?: string } = {}): Promise<MiningSummary> {
  const { data } = await http.get<MiningSummary>('auth/mining/summary', { params });
  return data;
}

/** One page of the member's contracts (created from..to when given), newest first. */
export async function getMiningContracts(params: MiningContractListParams = {}): Promise<MiningContractPage> {
  const { data } = await http.get<MiningContractPage>('auth/mining/contracts', { params });
  return data;
}
