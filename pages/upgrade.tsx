import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import UpgradeView from '@/components/order/UpgradeView';

const UpgradePage: PortalPage = () => <UpgradeView />;

UpgradePage.Shell = MemberShell;

export default UpgradePage;
