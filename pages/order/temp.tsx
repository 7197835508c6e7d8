import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import OrderTempView from '@/components/order/OrderTempView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const OrderTempPage = () => <OrderTempView />;

export default portalPage(MemberShell, OrderTempPage);
