import type { PortalPage } from '@/components/app/pageTypes';
import LoginView from '@/components/auth/LoginView';

const LoginPage: PortalPage = () => <LoginView />;

LoginPage.guest = true;

export default LoginPage;
