import type { TokenPrice } from '@/contract/prices';
import { http } from './http';

export async function getPrices(): Promise<TokenPrice[]> {
  const { data } = await http.get<TokenPrice[]>('public/coin/prices');
  return data;
}
