import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const MemberConnectPage: PortalPage = () => <PageFrame title="Member Connect" intro="Your network of members and your referral link." />;

export default MemberConnectPage;
