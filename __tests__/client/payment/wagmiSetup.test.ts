import type * as WagmiConfigModule from '@/components/wallet-connect/wagmiConfig';
import type * as QueryClientModule from '@/components/wallet-connect/walletQueryClient';
import { MULTICALL_BATCH_SIZE } from '@/config/constants';
import { WALLET_CACHE_STORAGE_KEY } from '@/config/wallet';
import { expectWagmiLoadable } from './helpers/wagmiInJest';

let createWalletConfig: typeof WagmiConfigModule.createWalletConfig;
let createWalletQueryClient: typeof QueryClientModule.createWalletQueryClient;
let createWalletPersister: typeof QueryClientModule.createWalletPersister;

beforeAll(async () => {
  await expectWagmiLoadable();
  ({ createWalletConfig } = await import('@/components/wallet-connect/wagmiConfig'));
  ({ createWalletQueryClient, createWalletPersister } = await import('@/components/wallet-connect/walletQueryClient'));
});

describe('wagmi set-up', () => {
  it('has BNB Smart Chain first (the default) and, outside production, its testnet', () => {
    const config = createWalletConfig();
    expect(config.chains.map((chain) => chain.id)).toEqual([56, 97]);
    expect(config.state.chainId).toBe(56);
  });

  it('connects through the injected wallet only', () => {
    const config = createWalletConfig();
    expect(config.connectors.map((connector) => connector.type)).toEqual(['injected']);
  });

  it('batches reads into multicalls of 204800 bytes', () => {
    const client = createWalletConfig().getClient();
    expect(client.batch).toEqual({ multicall: { batchSize: MULTICALL_BATCH_SIZE } });
  });

  it('gives the wallet part its own query client: 24-hour cache, 3 retries from 150 ms', () => {
    const defaults = createWalletQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(86_400_000);
    expect(defaults?.retry).toBe(3);
    const retryDelay = defaults?.retryDelay as (attempt: number) => number;
    expect(retryDelay(0)).toBe(150);
    expect(retryDelay(2)).toBe(600);
  });

  it('persists that cache to local storage under its own key, at most once a second', async () => {
    jest.useFakeTimers();
    try {
      const persister = createWalletPersister();
      await persister.persistClient({ timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } });
      expect(window.localStorage.getItem(WALLET_CACHE_STORAGE_KEY)).toBeNull();
      jest.advanceTimersByTime(1000);
      expect(JSON.parse(window.localStorage.getItem(WALLET_CACHE_STORAGE_KEY) ?? 'null')).toMatchObject({ timestamp: 1 });
    } finally {
      jest.useRealTimers();
    }
  });
});
