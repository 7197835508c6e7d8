import type { Bank } from '@/contract/payout';
import { http } from './http';

export async function getBanks(): Promise<Bank[]> {
  const { data } = await http.get<Bank[]>('public/payment/banks');
  return data;
}
