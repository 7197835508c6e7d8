import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsMiningView from '@/components/ops/mining/OpsMiningView';

const OpsMiningPage: PortalPage = () => <OpsMiningView />;

OpsMiningPage.Shell = OpsShell;

export default OpsMiningPage;
