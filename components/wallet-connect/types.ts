// Types only: the page imports these without loading the wallet part.
import type { LinkWallet } from '@/hooks/payment/useWalletLink';

export interface WalletConnectProps {
  /** Connect as soon as the wallet part is loaded (the member pressed "Connect wallet"). */
  autoConnect: boolean;
  /** The address the server holds, if any. */
  linkedAddress: string | null;
  /** Fetches the wallet message, has it signed through `sign` and saves the link. */
  onLink: LinkWallet;
}
