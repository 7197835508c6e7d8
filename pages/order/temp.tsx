import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import OrderTempView from '@/components/order/OrderTempView';

const OrderTempPage: PortalPage = () => <OrderTempView />;

OrderTempPage.Shell = MemberShell;

export default OrderTempPage;
