import type { PortalPage } from '@/components/app/pageTypes';
import OpsGuestShell from '@/components/ops/OpsGuestShell';
import OperatorSetupView from '@/components/ops/setup/OperatorSetupView';

const OpsSetupPage: PortalPage = () => <OperatorSetupView />;

OpsSetupPage.Shell = OpsGuestShell;

export default OpsSetupPage;
