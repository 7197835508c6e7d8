import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsTicketsView from '@/components/ops/tickets/OpsTicketsView';

const OpsTicketsPage: PortalPage = () => <OpsTicketsView />;

OpsTicketsPage.Shell = OpsShell;

export default OpsTicketsPage;
