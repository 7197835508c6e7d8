// Types only: the page imports these without loading the wallet part.

/** Asks the connected wallet to sign `message`; resolves with the signature. */
export type SignWalletMessage = (message: string) => Promise<string>;

/** What became of a link attempt; `problem` is the text to show (already translated). */
export interface LinkOutcome {
  linked: boolean;
  problem?: string;
}

export interface WalletConnectProps {
  /** Connect as soon as the wallet part is loaded (the member pressed "Connect wallet"). */
  autoConnect: boolean;
  /** The address the server holds, if any. */
  linkedAddress: string | null;
  /** Fetches the wallet message, has it signed through `sign` and saves the link. */
  onLink: (address: string, sign: SignWalletMessage) => Promise<LinkOutcome>;
}
