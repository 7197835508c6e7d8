import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SettingPaymentPage: PortalPage = () => <PaymentSettingsView />;

SettingPaymentPage.Shell = MemberShell;

export default SettingPaymentPage;
