import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import NotificationSettingsView from '@/components/setting/NotificationSettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingNotificationsPage = () => <NotificationSettingsView />;

export default portalPage(MemberShell, SettingNotificationsPage);
