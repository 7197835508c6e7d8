import type { PortalPage } from '@/components/app/pageTypes';
import OrderTempView from '@/components/order/OrderTempView';

const OrderTempPage: PortalPage = () => <OrderTempView />;

export default OrderTempPage;
