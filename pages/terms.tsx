import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import TermsView from '@/components/legal/TermsView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const TermsPage = () => <TermsView />;

export default portalPage(PublicShell, TermsPage);
