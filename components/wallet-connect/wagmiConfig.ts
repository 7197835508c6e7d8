import type { Chain } from 'viem';
import { createConfig, createStorage, http, type Config } from 'wagmi';
import { bsc, bscTestnet } from 'wagmi/chains';
// Not the 'wagmi/connectors' barrel: that one makes the bundler look for optional wallet SDKs.
import { injected } from 'wagmi/connectors/injected';
import { MULTICALL_BATCH_SIZE } from '@/config/constants';
import { WALLET_CHAIN_IDS, WALLET_STORAGE_KEY } from '@/config/wallet';

const KNOWN_CHAINS: readonly Chain[] = [bsc, bscTestnet];

/** Local storage that ignores write failures (quota, private mode), like wagmi's default. */
const safeLocalStorage = {
  getItem: (key: string) => window.localStorage.getItem(key),
  setItem: (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // The connection is then simply not remembered.
    }
  },
  removeItem: (key: string) => window.localStorage.removeItem(key),
};

function walletChains(): readonly [Chain, ...Chain[]] {
  const chains = KNOWN_CHAINS.filter((chain) => WALLET_CHAIN_IDS.includes(chain.id));
  return [bsc, ...chains.filter((chain) => chain.id !== bsc.id)];
}

/**
 * BNB Smart Chain (the default, first) and, outside production, its testnet; the injected wallet
 * (window.ethereum) as the only connector. Client-only: call it in the browser.
 */
export function createWalletConfig(): Config {
  const chains = walletChains();
  return createConfig({
    chains,
    // Only used for chain reads, which this page does not make (see docs/payout-client.md).
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http()])),
    batch: { multicall: { batchSize: MULTICALL_BATCH_SIZE } },
    connectors: [injected()],
    // EIP-6963 would add a connector per announcing wallet; the page offers the injected one only.
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: safeLocalStorage, key: WALLET_STORAGE_KEY }),
    // Not for server rendering (this part never renders on the server): with ssr false, wagmi's
    // <Hydrate> restores and reconnects during every render of WagmiProvider, updating other
    // components mid-render; with ssr true it does so once, in an effect after mount.
    ssr: true,
  });
}
