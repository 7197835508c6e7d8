import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import KycSettingsView from '@/components/setting/KycSettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingKycPage = () => <KycSettingsView />;

export default portalPage(MemberShell, SettingKycPage);
