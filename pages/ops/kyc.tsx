import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import KycQueueView from '@/components/ops/queues/KycQueueView';

const OpsKycPage: PortalPage = () => <KycQueueView />;

OpsKycPage.Shell = OpsShell;

export default OpsKycPage;
