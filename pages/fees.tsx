import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import FeesView from '@/components/rules/FeesView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

/** Public: a prospect reads the fees before signing up, a member from the account menu and the wallet. */
const FeesPage = () => <FeesView />;

export default portalPage(PublicShell, FeesPage);
