import dynamic from 'next/dynamic';
import type { WalletConnectProps } from '@/components/wallet-connect/types';
import WalletLoading from './WalletLoading';

/**
 * The wagmi part (wagmi, viem, its query client and persister) in a chunk of its own, fetched
 * only when the wallet card renders this: never part of the page's first load.
 */
const LazyWalletConnect = dynamic<WalletConnectProps>(() => import('@/components/wallet-connect/WalletConnect'), {
  ssr: false,
  loading: WalletLoading,
});

export default LazyWalletConnect;
