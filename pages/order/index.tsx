import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const OrderPage: PortalPage = () => <PageFrame title="Order" intro="Your orders and their state." />;

export default OrderPage;
