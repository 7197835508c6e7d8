import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import OrderListView from '@/components/order/OrderListView';

const OrderPage: PortalPage = () => <OrderListView />;

OrderPage.Shell = MemberShell;

export default OrderPage;
