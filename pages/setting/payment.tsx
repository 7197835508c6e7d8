import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingPaymentPage = () => <PaymentSettingsView />;

export default portalPage(MemberShell, SettingPaymentPage);
