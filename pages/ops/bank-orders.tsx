import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import BankOrderQueueView from '@/components/ops/queues/BankOrderQueueView';

const OpsBankOrdersPage = () => <BankOrderQueueView />;

export default portalPage(OpsShell, OpsBankOrdersPage);
