import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PlaceOrderView from '@/components/order/PlaceOrderView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const PlaceOrderPage = () => <PlaceOrderView />;

export default portalPage(MemberShell, PlaceOrderPage);
