import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const OrderWarehousePage: PortalPage = () => <PageFrame title="Order Warehouse" intro="Units you own, ready to start mining." />;

export default OrderWarehousePage;
