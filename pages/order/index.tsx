import type { PortalPage } from '@/components/app/pageTypes';
import OrderListView from '@/components/order/OrderListView';

const OrderPage: PortalPage = () => <OrderListView />;

export default OrderPage;
