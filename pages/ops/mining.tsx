import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsMiningView from '@/components/ops/mining/OpsMiningView';

const OpsMiningPage = () => <OpsMiningView />;

export default portalPage(OpsShell, OpsMiningPage);
