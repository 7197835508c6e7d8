import type { WithdrawAddress, WithdrawAddressBook } from '@/contract/withdraw-addresses';
import type { AddWithdrawAddressRequest } from '@/contract/requests/withdraw-addresses';
import { http } from './http';

/** GET auth/client/withdraw-addresses: the live entries, newest first, with the delay and the book's size. */
export async function getWithdrawAddresses(): Promise<WithdrawAddressBook> {
  const { data } = await http.get<WithdrawAddressBook>('auth/client/withdraw-addresses');
  return data;
}

/** Adds an address: confirmed at once with a 2FA code, otherwise by the link the server e-mails. */
export async function addWithdrawAddress(request: AddWithdrawAddressRequest): Promise<WithdrawAddress> {
  const body = request.code ? request : { address: request.address, label: request.label, securePassword: request.securePassword };
  const { data } = await http.post<WithdrawAddress>('auth/client/withdraw-addresses', body);
  return data;
}

export async function removeWithdrawAddress(id: string): Promise<WithdrawAddress> {
  const { data } = await http.delete<WithdrawAddress>(`auth/client/withdraw-addresses/${encodeURIComponent(id)}`);
  return data;
}

/** The entry an e-mailed confirmation link names, without using the link up. */
export async function getWithdrawAddressByLink(token: string): Promise<WithdrawAddress> {
  const { data } = await http.post<WithdrawAddress>('auth/client/withdraw-addresses/by-link', { token });
  return data;
}

/** Confirms the entry with the e-mailed link's token (once). */
export async function confirmWithdrawAddress(token: string): Promise<WithdrawAddress> {
  const { data } = await http.post<WithdrawAddress>('auth/client/withdraw-addresses/confirm', { token });
  return data;
}
