import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import PlanView from '@/components/rules/PlanView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

/** Public: a prospect reads the plan before signing up, a member from the account menu and the bonus page. */
const PlanPage = () => <PlanView />;

export default portalPage(PublicShell, PlanPage);
