import type { PortalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import TermsView from '@/components/legal/TermsView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const TermsPage: PortalPage = () => <TermsView />;

TermsPage.Shell = PublicShell;

export default TermsPage;
