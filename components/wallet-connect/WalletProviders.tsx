import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState, type ReactNode } from 'react';
import { WagmiProvider } from 'wagmi';
import { WALLET_PERSIST } from '@/config/wallet';
import { createWalletConfig } from './wagmiConfig';
import { createWalletPersister, createWalletQueryClient } from './walletQueryClient';

/**
 * wagmi with its own persisted query client, mounted only where the wallet part is shown. Inside
 * it, react-query hooks reach the wallet client, not the app's: app data goes through callbacks.
 */
export default function WalletProviders({ children }: { children: ReactNode }) {
  const [config] = useState(createWalletConfig);
  const [queryClient] = useState(createWalletQueryClient);
  const [persister] = useState(createWalletPersister);
  return (
    <WagmiProvider config={config}>
      <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: WALLET_PERSIST.maxAge }}>
        {children}
      </PersistQueryClientProvider>
    </WagmiProvider>
  );
}
