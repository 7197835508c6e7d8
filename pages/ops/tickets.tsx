import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsTicketsView from '@/components/ops/tickets/OpsTicketsView';

const OpsTicketsPage = () => <OpsTicketsView />;

export default portalPage(OpsShell, OpsTicketsPage);
