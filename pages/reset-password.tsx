import { portalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ResetPasswordView from '@/components/auth/ResetPasswordView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const ResetPasswordPage = () => <ResetPasswordView />;

export default portalPage(GuestShell, ResetPasswordPage);
