import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import AuthenticationView from '@/components/auth/AuthenticationView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const AuthenticationPage: PortalPage = () => <AuthenticationView />;

AuthenticationPage.Shell = GuestShell;

export default AuthenticationPage;
