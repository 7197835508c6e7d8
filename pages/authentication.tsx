import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import AuthenticationView from '@/components/auth/AuthenticationView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const AuthenticationPage: PortalPage = () => <AuthenticationView />;

AuthenticationPage.Shell = GuestShell;

export default AuthenticationPage;
