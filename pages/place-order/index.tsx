import type { PortalPage } from '@/components/app/pageTypes';
import PlaceOrderView from '@/components/order/PlaceOrderView';

const PlaceOrderPage: PortalPage = () => <PlaceOrderView />;

export default PlaceOrderPage;
