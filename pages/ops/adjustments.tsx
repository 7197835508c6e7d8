import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import PendingAdjustmentsView from '@/components/ops/members/PendingAdjustmentsView';

const OpsAdjustmentsPage = () => <PendingAdjustmentsView />;

export default portalPage(OpsShell, OpsAdjustmentsPage);
