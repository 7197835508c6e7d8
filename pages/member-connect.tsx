import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PageFrame from '@/components/ui/PageFrame';
import MemberConnectView from '@/components/network/MemberConnectView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const MemberConnectPage: PortalPage = () => (
  <PageFrame title="Member Connect" intro="Your network of members and your referral link.">
    <MemberConnectView />
  </PageFrame>
);
MemberConnectPage.Shell = MemberShell;

export default MemberConnectPage;
