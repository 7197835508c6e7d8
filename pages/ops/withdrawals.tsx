import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import WithdrawalQueueView from '@/components/ops/queues/WithdrawalQueueView';

const OpsWithdrawalsPage = () => <WithdrawalQueueView />;

export default portalPage(OpsShell, OpsWithdrawalsPage);
