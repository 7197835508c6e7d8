import type { PortalPage } from '@/components/app/pageTypes';
import HomeView from '@/components/home/HomeView';

const HomePage: PortalPage = () => <HomeView />;

HomePage.requireAuth = false;

export default HomePage;
