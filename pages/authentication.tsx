import { portalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import AuthenticationView from '@/components/auth/AuthenticationView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const AuthenticationPage = () => <AuthenticationView />;

export default portalPage(GuestShell, AuthenticationPage);
