import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const OrderTempPage: PortalPage = () => <PageFrame title="Order Temp" intro="Orders waiting for your bank transfer." />;

export default OrderTempPage;
