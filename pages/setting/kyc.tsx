import type { PortalPage } from '@/components/app/pageTypes';
import KycSettingsView from '@/components/setting/KycSettingsView';

const SettingKycPage: PortalPage = () => <KycSettingsView />;

export default SettingKycPage;
