import type { PortalPage } from '@/components/app/pageTypes';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';

const SettingSecurityPage: PortalPage = () => <SecuritySettingsView />;

export default SettingSecurityPage;
