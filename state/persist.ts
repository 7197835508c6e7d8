import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { PERSIST_TIMEOUT_MS } from '@/config/constants';
import type { RootReducerState } from './reducer';

export const PERSIST_KEY = 'filhub';
export const PERSIST_VERSION = 2;
export const PERSISTED_SLICES: (keyof RootReducerState)[] = ['user', 'tokenPrices', 'swap', 'cart'];

/** The server has no local storage: persistence is a no-op there. */
const serverStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/** Version 1 kept a copy of the wallets in the user slice: they are the query cache's now. */
function withoutWallets(state: PersistedState): PersistedState {
  const { user, ...rest } = state as NonNullable<PersistedState> & { user?: Record<string, unknown> };
  if (!user) return state;
  const { wallets: _wallets, ...kept } = user;
  return { ...rest, user: kept } as PersistedState;
}

/** The earlier versions that can still be read, each brought to the current shape. */
const UPGRADES: Partial<Record<number, (state: PersistedState) => PersistedState>> = { 1: withoutWallets };

/** State of the current version is kept, that of an earlier readable one upgraded; any other is dropped. */
export function migrate(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  const version = state?._persist.version;
  if (version === currentVersion) return Promise.resolve(state);
  const upgrade = version === undefined ? undefined : UPGRADES[version];
  return Promise.resolve(upgrade ? upgrade(state) : undefined);
}

export function createPersistConfig(): PersistConfig<RootReducerState> {
  return {
    key: PERSIST_KEY,
    version: PERSIST_VERSION,
    storage: typeof window === 'undefined' ? serverStorage : createWebStorage('local'),
    whitelist: PERSISTED_SLICES,
    timeout: PERSIST_TIMEOUT_MS,
    migrate,
    stateReconciler: autoMergeLevel2,
  };
}
