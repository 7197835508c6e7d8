import type { PortalPage } from '@/components/app/pageTypes';
import UpgradeView from '@/components/order/UpgradeView';

const UpgradePage: PortalPage = () => <UpgradeView />;

export default UpgradePage;
