import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import OrderTempView from '@/components/order/OrderTempView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const OrderTempPage: PortalPage = () => <OrderTempView />;

OrderTempPage.Shell = MemberShell;

export default OrderTempPage;
