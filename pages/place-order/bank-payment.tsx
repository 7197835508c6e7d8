import type { PortalPage } from '@/components/app/pageTypes';
import BankPaymentView from '@/components/order/BankPaymentView';

const BankPaymentPage: PortalPage = () => <BankPaymentView />;

export default BankPaymentPage;
