import type { PortalPage } from '@/components/app/pageTypes';
import AuthenticationView from '@/components/auth/AuthenticationView';

const AuthenticationPage: PortalPage = () => <AuthenticationView />;

AuthenticationPage.guest = true;

export default AuthenticationPage;
