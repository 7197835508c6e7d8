import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PageFrame from '@/components/ui/PageFrame';
import MemberConnectView from '@/components/network/MemberConnectView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const MemberConnectPage = () => (
  <PageFrame title="Member Connect" intro="Your network of members and your referral link.">
    <MemberConnectView />
  </PageFrame>
);

export default portalPage(MemberShell, MemberConnectPage);
