import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsSettingsView from '@/components/ops/settings/OpsSettingsView';

const OpsSettingsPage: PortalPage = () => <OpsSettingsView />;

OpsSettingsPage.Shell = OpsShell;

export default OpsSettingsPage;
