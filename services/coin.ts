import { http } from './http';
import type { TokenPrice } from './types';

export async function getPrices(): Promise<TokenPrice[]> {
  const { data } = await http.get<TokenPrice[]>('public/coin/prices');
  return data;
}
