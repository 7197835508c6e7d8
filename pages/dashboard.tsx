import type { PortalPage } from '@/components/app/pageTypes';
import DashboardView from '@/components/dashboard/DashboardView';

const DashboardPage: PortalPage = () => <DashboardView />;

export default DashboardPage;
