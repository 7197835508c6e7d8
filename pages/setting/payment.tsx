import type { PortalPage } from '@/components/app/pageTypes';
import PaymentSettingsView from '@/components/setting/PaymentSettingsView';

const SettingPaymentPage: PortalPage = () => <PaymentSettingsView />;

export default SettingPaymentPage;
