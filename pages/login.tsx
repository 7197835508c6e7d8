import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import LoginView from '@/components/auth/LoginView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const LoginPage: PortalPage = () => <LoginView />;

LoginPage.Shell = GuestShell;

export default LoginPage;
