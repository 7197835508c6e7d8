import type { Wallet } from '@/state/user/types';
import { http } from './http';

export async function getWallets(): Promise<Wallet[]> {
  const { data } = await http.get<Wallet[]>('auth/client/wallets');
  return data;
}
