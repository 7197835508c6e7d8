import { portalPage } from '@/components/app/pageTypes';
import OpsGuestShell from '@/components/ops/OpsGuestShell';
import OperatorSetupView from '@/components/ops/setup/OperatorSetupView';

const OpsSetupPage = () => <OperatorSetupView />;

export default portalPage(OpsGuestShell, OpsSetupPage);
