import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { Persister } from '@tanstack/react-query-persist-client';
import { deserialize, serialize } from 'wagmi';
import { hashFn } from 'wagmi/query';
import { WALLET_PERSIST, WALLET_QUERY_DEFAULTS } from '@/config/wallet';

/**
 * The wallet part's own react-query client (the app's stays separate): cache kept 24 hours,
 * 3 retries from 150 ms doubling. wagmi's hashFn and (de)serialize handle bigint values.
 */
export function createWalletQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...WALLET_QUERY_DEFAULTS, queryKeyHashFn: hashFn } } });
}

/** The cache in local storage, written at most once a second. Client-only. */
export function createWalletPersister(): Persister {
  return createSyncStoragePersister({
    storage: window.localStorage,
    key: WALLET_PERSIST.key,
    throttleTime: WALLET_PERSIST.throttleTime,
    serialize,
    deserialize,
  });
}
