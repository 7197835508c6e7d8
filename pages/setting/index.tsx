import type { PortalPage } from '@/components/app/pageTypes';
import GeneralSettingsView from '@/components/setting/GeneralSettingsView';

const SettingGeneralPage: PortalPage = () => <GeneralSettingsView />;

export default SettingGeneralPage;
