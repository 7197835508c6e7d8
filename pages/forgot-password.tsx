import { portalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ForgotPasswordView from '@/components/auth/ForgotPasswordView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const ForgotPasswordPage = () => <ForgotPasswordView />;

export default portalPage(GuestShell, ForgotPasswordPage);
