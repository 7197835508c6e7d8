import { CHAIN_IDS } from './constants';

/**
 * The chain withdrawals are paid out on, as the portal picks its wallet chains (config/wallet.ts): BNB Smart Chain in
 * production, its testnet everywhere else.
 */
export function withdrawalChainId(production: boolean): number {
  return production ? CHAIN_IDS.bsc : CHAIN_IDS.bscTestnet;
}

/** A transaction hash: 0x and 64 hex digits. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

const EXPLORERS: Record<number, string> = {
  [CHAIN_IDS.bsc]: 'https://bscscan.com',
  [CHAIN_IDS.bscTestnet]: 'https://testnet.bscscan.com',
};

/** A payout transaction on its chain's explorer; null for a chain without a known explorer or a malformed hash. */
export function explorerTransactionUrl(chainId: number, txHash: string): string | null {
  const explorer = EXPLORERS[chainId];
  return explorer && TX_HASH_PATTERN.test(txHash) ? `${explorer}/tx/${txHash}` : null;
}
