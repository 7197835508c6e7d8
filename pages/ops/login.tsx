import type { PortalPage } from '@/components/app/pageTypes';
import OpsGuestShell from '@/components/ops/OpsGuestShell';
import OpsSignInView from '@/components/ops/OpsSignInView';

const OpsLoginPage: PortalPage = () => <OpsSignInView />;

OpsLoginPage.Shell = OpsGuestShell;

export default OpsLoginPage;
