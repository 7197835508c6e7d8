import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import WarehouseView from '@/components/order/WarehouseView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const OrderWarehousePage = () => <WarehouseView />;

export default portalPage(MemberShell, OrderWarehousePage);
