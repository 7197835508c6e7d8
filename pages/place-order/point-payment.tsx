import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PointPaymentView from '@/components/order/PointPaymentView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const PointPaymentPage = () => <PointPaymentView />;

export default portalPage(MemberShell, PointPaymentPage);
