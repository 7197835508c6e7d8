import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import GeneralSettingsView from '@/components/setting/GeneralSettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingGeneralPage = () => <GeneralSettingsView />;

export default portalPage(MemberShell, SettingGeneralPage);
