import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const BankPaymentPage: PortalPage = () => <PageFrame title="Bank Transfer" intro="Pay an order by bank transfer to the company account." />;

export default BankPaymentPage;
