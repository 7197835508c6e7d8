import { http } from './http';
import type { Bank } from './types';

export async function getBanks(): Promise<Bank[]> {
  const { data } = await http.get<Bank[]>('public/payment/banks');
  return data;
}
