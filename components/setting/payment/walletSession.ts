import { WALLET_CONNECTED_FLAG } from '@/config/wallet';

/** True when wagmi remembers a connected wallet, so the wallet part is loaded to restore it. */
export function hasWalletSession(): boolean {
  try {
    return window.localStorage.getItem(WALLET_CONNECTED_FLAG) !== null;
  } catch {
    return false;
  }
}
