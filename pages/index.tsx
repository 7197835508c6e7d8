import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import HomeView from '@/components/home/HomeView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const HomePage = () => <HomeView />;

export default portalPage(PublicShell, HomePage);
