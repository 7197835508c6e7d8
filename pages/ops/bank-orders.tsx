import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import BankOrderQueueView from '@/components/ops/queues/BankOrderQueueView';

const OpsBankOrdersPage: PortalPage = () => <BankOrderQueueView />;

OpsBankOrdersPage.Shell = OpsShell;

export default OpsBankOrdersPage;
