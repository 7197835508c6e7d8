import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import OrderListView from '@/components/order/OrderListView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const OrderPage = () => <OrderListView />;

export default portalPage(MemberShell, OrderPage);
