import { portalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import LoginView from '@/components/auth/LoginView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const LoginPage = () => <LoginView />;

export default portalPage(GuestShell, LoginPage);
