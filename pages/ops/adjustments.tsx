import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import PendingAdjustmentsView from '@/components/ops/members/PendingAdjustmentsView';

const OpsAdjustmentsPage: PortalPage = () => <PendingAdjustmentsView />;

OpsAdjustmentsPage.Shell = OpsShell;

export default OpsAdjustmentsPage;
