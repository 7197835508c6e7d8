import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsAuditView from '@/components/ops/audit/OpsAuditView';

const OpsAuditPage: PortalPage = () => <OpsAuditView />;

OpsAuditPage.Shell = OpsShell;

export default OpsAuditPage;
