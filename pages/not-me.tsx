import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import NotMeView from '@/components/security/NotMeView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const NotMePage = () => <NotMeView />;

export default portalPage(PublicShell, NotMePage);
