import {
  CHAIN_IDS,
  DEFAULT_CHAIN_ID,
  WALLET_CACHE_MAX_AGE_MS,
  WALLET_CACHE_THROTTLE_MS,
  WALLET_RETRY_BASE_DELAY_MS,
  WALLET_RETRY_COUNT,
} from './constants';

// Plain values only: the page's first load imports this file, so no wagmi or viem here.

/** BNB Smart Chain always; its testnet too outside production builds, for trying the link without real money. */
export function walletChainIds(nodeEnv: string | undefined = process.env.NODE_ENV): readonly number[] {
  return nodeEnv === 'production' ? [CHAIN_IDS.bsc] : [CHAIN_IDS.bsc, CHAIN_IDS.bscTestnet];
}

export const WALLET_CHAIN_IDS = walletChainIds();

/** The chain a wallet is asked to switch to. */
export const WALLET_TARGET_CHAIN_ID = DEFAULT_CHAIN_ID;

/**
 * BNB Chain's own public RPC, offered to a wallet that does not know BNB Smart Chain yet
 * (wallet_addEthereumChain). The wallet uses it, not this page: the page makes no RPC call.
 */
export const BSC_PUBLIC_RPC_URL = 'https://bsc-dataseed.bnbchain.org';

export function isWalletChainSupported(chainId: number | undefined): boolean {
  return chainId !== undefined && WALLET_CHAIN_IDS.includes(chainId);
}

/** 150 ms, 300 ms, 600 ms: doubling from the base delay. */
export function walletRetryDelay(attempt: number): number {
  return WALLET_RETRY_BASE_DELAY_MS * 2 ** attempt;
}

/** Defaults of the wallet part's own react-query client. */
export const WALLET_QUERY_DEFAULTS = {
  gcTime: WALLET_CACHE_MAX_AGE_MS,
  retry: WALLET_RETRY_COUNT,
  retryDelay: walletRetryDelay,
} as const;

/** Local-storage key prefix of wagmi's connection state (e.g. `filhub.wallet.injected.connected`). */
export const WALLET_STORAGE_KEY = 'filhub.wallet';
/** Local-storage key of the wallet part's persisted react-query cache. */
export const WALLET_CACHE_STORAGE_KEY = 'filhub.wallet-cache';

/** The persisted cache: written at most once a second, dropped after 24 hours. */
export const WALLET_PERSIST = {
  key: WALLET_CACHE_STORAGE_KEY,
  throttleTime: WALLET_CACHE_THROTTLE_MS,
  maxAge: WALLET_CACHE_MAX_AGE_MS,
} as const;

/** Set by wagmi's injected connector while a wallet stays connected to the site. */
export const WALLET_CONNECTED_FLAG = `${WALLET_STORAGE_KEY}.injected.connected`;

/** Where a member without a browser wallet can get one. */
export const WALLET_INSTALL_URL = 'https://metamask.io/download/';
