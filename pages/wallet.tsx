import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import WalletView from '@/components/wallet/WalletView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const WalletPage = () => <WalletView />;

export default portalPage(MemberShell, WalletPage);
