import type { PersistConfig, PersistedState, Storage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { PERSIST_TIMEOUT_MS } from '@/config/constants';
import type { RootReducerState } from './reducer';

export const PERSIST_KEY = 'filhub';
export const PERSIST_VERSION = 1;
export const PERSISTED_SLICES: (keyof RootReducerState)[] = ['user', 'tokenPrices', 'swap', 'cart'];

/** The server has no local storage: persistence is a no-op there. */
const serverStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

/** Version 1 is the only shape so far: state stored under any other version is dropped. */
export function migrate(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  return Promise.resolve(state?._persist.version === currentVersion ? state : undefined);
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
