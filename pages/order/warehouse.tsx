import type { PortalPage } from '@/components/app/pageTypes';
import WarehouseView from '@/components/order/WarehouseView';

const OrderWarehousePage: PortalPage = () => <WarehouseView />;

export default OrderWarehousePage;
