import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsAuditView from '@/components/ops/audit/OpsAuditView';

const OpsAuditPage = () => <OpsAuditView />;

export default portalPage(OpsShell, OpsAuditPage);
