import type { WalletConnectProps } from './types';
import WalletConnectPanel from './WalletConnectPanel';
import WalletProviders from './WalletProviders';

/** The entry of the lazily loaded wallet chunk (see components/setting/payment/LazyWalletConnect). */
export default function WalletConnect(props: WalletConnectProps) {
  return (
    <WalletProviders>
      <WalletConnectPanel {...props} />
    </WalletProviders>
  );
}
