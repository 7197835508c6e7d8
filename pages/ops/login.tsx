import { portalPage } from '@/components/app/pageTypes';
import OpsGuestShell from '@/components/ops/OpsGuestShell';
import OpsSignInView from '@/components/ops/OpsSignInView';

const OpsLoginPage = () => <OpsSignInView />;

export default portalPage(OpsGuestShell, OpsLoginPage);
