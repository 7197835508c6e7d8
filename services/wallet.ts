import type { Wallet } from '@/contract/wallets';
import { http } from './http';

export async function getWallets(): Promise<Wallet[]> {
  const { data } = await http.get<Wallet[]>('auth/client/wallets');
  return data;
}
