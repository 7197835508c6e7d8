import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsHomeView from '@/components/ops/home/OpsHomeView';

const OpsHomePage: PortalPage = () => <OpsHomeView />;

OpsHomePage.Shell = OpsShell;

export default OpsHomePage;
