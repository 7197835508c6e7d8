import type { MessageResult } from '@/contract/auth';
import type { PayoutDetails } from '@/contract/payout';
import type { PayoutUpdate } from '@/contract/requests/payout';
import { http } from './http';

/** The member's payout details, null before the first save. */
export async function getPayout(): Promise<PayoutDetails | null> {
  const { data } = await http.get<PayoutDetails | null>('auth/client/payment');
  return data ?? null;
}

/** The one-time message (valid 10 minutes) the wallet at `address` signs to prove it is the member's. */
export async function getWalletMessage(address: string): Promise<string> {
  const { data } = await http.get<MessageResult>('auth/client/payment/wallet-message', { params: { address } });
  return data.message;
}

export async function updatePayout(update: PayoutUpdate): Promise<PayoutDetails> {
  const { data } = await http.post<PayoutDetails>('auth/client/update-payment', update);
  return data;
}
