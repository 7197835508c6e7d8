import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';

const SettingPaymentPage: PortalPage = () => <PaymentSettingsView />;

SettingPaymentPage.Shell = MemberShell;

export default SettingPaymentPage;
