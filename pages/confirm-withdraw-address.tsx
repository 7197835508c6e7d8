import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import ConfirmWithdrawAddressView from '@/components/setting/payment/ConfirmWithdrawAddressView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const ConfirmWithdrawAddressPage = () => <ConfirmWithdrawAddressView />;

export default portalPage(MemberShell, ConfirmWithdrawAddressPage);
