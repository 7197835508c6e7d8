import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import OpsSettingsView from '@/components/ops/settings/OpsSettingsView';

const OpsSettingsPage = () => <OpsSettingsView />;

export default portalPage(OpsShell, OpsSettingsPage);
