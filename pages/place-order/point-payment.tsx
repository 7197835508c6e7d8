import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PointPaymentView from '@/components/order/PointPaymentView';

const PointPaymentPage: PortalPage = () => <PointPaymentView />;

PointPaymentPage.Shell = MemberShell;

export default PointPaymentPage;
