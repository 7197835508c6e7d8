import type { PortalPage } from '@/components/app/pageTypes';
import OpsHomeView from '@/components/ops/OpsHomeView';
import OpsShell from '@/components/ops/OpsShell';

const OpsHomePage: PortalPage = () => <OpsHomeView />;

OpsHomePage.Shell = OpsShell;

export default OpsHomePage;
