import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import SecuritySettingsView from '@/components/setting/SecuritySettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingSecurityPage = () => <SecuritySettingsView />;

export default portalPage(MemberShell, SettingSecurityPage);
