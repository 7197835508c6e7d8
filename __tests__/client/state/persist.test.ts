import { waitFor } from '@testing-library/react';
import { persistStore, type Persistor } from 'redux-persist';
import { makeStore } from '@/state/makeStore';
import { createPersistConfig } from '@/state/persist';
import { setTokenPrices } from '@/state/tokenPrices/slice';
import { clearUser, setUser } from '@/state/user/slice';
import { prices } from '../../setup/fixtures';
import { member } from '../auth/helpers/authFixtures';

const STORAGE_KEY = 'persist:filhub';

const persistors: Persistor[] = [];

function start() {
  const store = makeStore();
  const persistor = persistStore(store);
  persistors.push(persistor);
  return { store, persistor };
}

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

function stored(): Record<string, unknown> {
  const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, JSON.parse(value)]));
}

function storeSerialized(state: Record<string, unknown>) {
  const raw = Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]));
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify(raw));
}

afterEach(async () => {
  for (const persistor of persistors.splice(0)) {
    await persistor.flush();
    persistor.pause();
  }
});

describe('persisted store', () => {
  it('is configured with version 2, a 5 s time-out and the four slices', () => {
    const config = createPersistConfig();

    expect(config).toMatchObject({ key: 'filhub', version: 2, timeout: 5000 });
    expect(config.whitelist).toEqual(['user', 'tokenPrices', 'swap', 'cart']);
  });

  it('writes the whitelisted slices under persist:filhub with version 2', async () => {
    const { store, persistor } = start();
    await bootstrapped(persistor);

    store.dispatch(setUser(member));
    store.dispatch(setTokenPrices(prices));

    await waitFor(() => expect(stored().user).toEqual({ user: member }));
    const state = stored();
    expect(Object.keys(state).sort()).toEqual(['_persist', 'cart', 'swap', 'tokenPrices', 'user']);
    expect(state._persist).toEqual({ version: 2, rehydrated: true });
    expect(state.tokenPrices).toEqual({ byCode: { USDT: prices[0], EV: prices[1] } });
  });

  it('rehydrates from local storage, merged over the initial state', async () => {
    storeSerialized({
      user: { user: member },
      swap: { independentField: 'OUTPUT', typedValue: '5', INPUT: { currencyId: 'EV' }, OUTPUT: { currencyId: 'USDT' } },
      _persist: { version: 2, rehydrated: true },
    });

    const { store, persistor } = start();
    await bootstrapped(persistor);

    expect(store.getState().user).toEqual({ user: member });
    expect(store.getState().swap.typedValue).toBe('5');
    expect(store.getState().tokenPrices).toEqual({ byCode: {} });
  });

  it('drops stored state of an unknown version', async () => {
    storeSerialized({ user: { user: member, wallets: {} }, _persist: { version: 0, rehydrated: true } });

    const { store, persistor } = start();
    await bootstrapped(persistor);

    expect(store.getState().user.user).toBeNull();
  });

  it('reads version 1 state without the wallets it kept in the user slice, and stores it as version 2', async () => {
    const usdt = { symbol: 'USDT', balance: '10', isCurrency: true };
    storeSerialized({
      user: { user: member, wallets: { USDT: usdt } },
      swap: { independentField: 'OUTPUT', typedValue: '5', INPUT: { currencyId: 'EV' }, OUTPUT: { currencyId: 'USDT' } },
      _persist: { version: 1, rehydrated: true },
    });

    const { store, persistor } = start();
    await bootstrapped(persistor);

    expect(store.getState().user).toEqual({ user: member });
    expect(store.getState().swap.typedValue).toBe('5');
    store.dispatch(setTokenPrices(prices));
    await waitFor(() => expect(stored()._persist).toEqual({ version: 2, rehydrated: true }));
    expect(stored().user).toEqual({ user: member });
  });

  it('forgets the stored user on clearUser', async () => {
    storeSerialized({ user: { user: member }, _persist: { version: 2, rehydrated: true } });
    const { store, persistor } = start();
    await bootstrapped(persistor);

    store.dispatch(clearUser());

    await waitFor(() => expect(stored().user).toEqual({ user: null }));
  });
});
