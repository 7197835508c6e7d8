import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';

const SettingSecurityPage: PortalPage = () => <SecuritySettingsView />;

SettingSecurityPage.Shell = MemberShell;

export default SettingSecurityPage;
