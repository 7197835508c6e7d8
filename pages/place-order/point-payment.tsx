import type { PortalPage } from '@/components/app/pageTypes';
import PointPaymentView from '@/components/order/PointPaymentView';

const PointPaymentPage: PortalPage = () => <PointPaymentView />;

export default PointPaymentPage;
