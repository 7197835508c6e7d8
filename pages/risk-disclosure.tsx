import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import RiskDisclosureView from '@/components/legal/RiskDisclosureView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const RiskDisclosurePage = () => <RiskDisclosureView />;

export default portalPage(PublicShell, RiskDisclosurePage);
