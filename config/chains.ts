import { CHAIN_IDS } from './constants';

/**
 * The chain withdrawals are paid out on, as the portal picks its wallet chains (config/wallet.ts): BNB Smart Chain in
 * production, its testnet everywhere else.
 */
export function withdrawalChainId(production: boolean): number {
  return production ? CHAIN_IDS.bsc : CHAIN_IDS.bscTestnet;
}

import { TX_HASH_PATTERN } from '../contract/requests/ops-queues';

export { TX_HASH_PATTERN };

const EXPLORERS: Record<number, string> = {
  [CHAIN_IDS.bsc]: 'https://bscscan.com',
  [CHAIN_IDS.bscTestnet]: 'https://testnet.bscscan.com',
};

/** A payout transaction on its chain's explorer; null for a chain without a known explorer or a malformed hash. */
export function explorerTransactionUrl(chainId: number, txHash: string): string | null {
  const explorer = EXPLORERS[chainId];
  return explorer && TX_HASH_PATTERN.test(txHash) ? `${explorer}/tx/${txHash}` : null;
}
