import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PlaceOrderView from '@/components/order/PlaceOrderView';

const PlaceOrderPage: PortalPage = () => <PlaceOrderView />;

PlaceOrderPage.Shell = MemberShell;

export default PlaceOrderPage;
