import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsHomeView from '@/components/ops/home/OpsHomeView';

const OpsHomePage = () => <OpsHomeView />;

export default portalPage(OpsShell, OpsHomePage);
