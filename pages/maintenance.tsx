import type { PortalPage } from '@/components/app/pageTypes';
import PublicShell from '@/components/app/shells/PublicShell';
import MaintenanceView from '@/components/app/MaintenanceView';

const MaintenancePage: PortalPage = () => <MaintenanceView />;

MaintenancePage.Shell = PublicShell;

export default MaintenancePage;
