import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const PointPaymentPage: PortalPage = () => <PageFrame title="EB/EV Points" intro="Pay an order with the points of your wallet." />;

export default PointPaymentPage;
