import type { TranslationKey } from '@/config/translate';

// Plain checks on the error objects wagmi and viem throw, so that the page can read them without
// loading either library: the codes are EIP-1193's, the names those of the error classes.

export type WalletProblem = 'rejected' | 'no-wallet' | 'pending' | 'other';
export type WalletAction = 'connect' | 'switch' | 'sign';

/** EIP-1193 "User Rejected Request". */
export const USER_REJECTED_CODE = 4001;
/** "Resource unavailable": MetaMask's answer while an earlier prompt is still open. */
export const REQUEST_PENDING_CODE = -32002;

function causes(error: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  let current = error;
  while (typeof current === 'object' && current !== null && found.length < 10) {
    const record = current as Record<string, unknown>;
    found.push(record);
    current = record.cause;
  }
  return found;
}

/** What went wrong, looking through the error and its causes. */
export function walletProblem(error: unknown): WalletProblem {
  for (const cause of causes(error)) {
    if (cause.code === USER_REJECTED_CODE || cause.name === 'UserRejectedRequestError') return 'rejected';
    if (cause.name === 'ProviderNotFoundError') return 'no-wallet';
    if (cause.code === REQUEST_PENDING_CODE || cause.name === 'ResourceUnavailableRpcError') return 'pending';
  }
  return 'other';
}

const REJECTED: Record<WalletAction, TranslationKey> = {
  connect: 'You declined the connection request in your wallet',
  switch: 'You declined the network switch in your wallet',
  sign: 'You declined the signature; the wallet was not linked',
};

/** The text (a translation key) for a failed wallet request. */
export function walletProblemText(action: WalletAction, error: unknown): TranslationKey {
  switch (walletProblem(error)) {
    case 'rejected':
      return REJECTED[action];
    case 'no-wallet':
      return "No browser wallet found: install MetaMask or open this page in your wallet's browser";
    case 'pending':
      return 'Your wallet already has a request open: finish it in the wallet first';
    default:
      return 'The wallet could not complete the request, please try again';
  }
}
