import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import WithdrawalQueueView from '@/components/ops/queues/WithdrawalQueueView';

const OpsWithdrawalsPage: PortalPage = () => <WithdrawalQueueView />;

OpsWithdrawalsPage.Shell = OpsShell;

export default OpsWithdrawalsPage;
