import type { PortalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import RiskDisclosureView from '@/components/legal/RiskDisclosureView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const RiskDisclosurePage: PortalPage = () => <RiskDisclosureView />;

RiskDisclosurePage.Shell = PublicShell;

export default RiskDisclosurePage;
