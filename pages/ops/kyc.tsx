import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import KycQueueView from '@/components/ops/queues/KycQueueView';

const OpsKycPage = () => <KycQueueView />;

export default portalPage(OpsShell, OpsKycPage);
