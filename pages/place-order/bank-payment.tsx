import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import BankPaymentView from '@/components/order/BankPaymentView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const BankPaymentPage = () => <BankPaymentView />;

export default portalPage(MemberShell, BankPaymentPage);
