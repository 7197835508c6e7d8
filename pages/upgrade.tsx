import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import UpgradeView from '@/components/order/UpgradeView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const UpgradePage = () => <UpgradeView />;

export default portalPage(MemberShell, UpgradePage);
