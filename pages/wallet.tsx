import type { PortalPage } from '@/components/app/pageTypes';
import WalletView from '@/components/wallet/WalletView';

const WalletPage: PortalPage = () => <WalletView />;

export default WalletPage;
