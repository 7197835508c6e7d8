import type { PortalPage } from '@/components/app/pageTypes';
import MaintenanceView from '@/components/app/MaintenanceView';

const MaintenancePage: PortalPage = () => <MaintenanceView />;

MaintenancePage.requireAuth = false;

export default MaintenancePage;
