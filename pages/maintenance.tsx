import { portalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import MaintenanceView from '@/components/app/MaintenanceView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const MaintenancePage = () => <MaintenanceView />;

export default portalPage(PublicShell, MaintenancePage);
