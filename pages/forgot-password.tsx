import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ForgotPasswordView from '@/components/auth/ForgotPasswordView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const ForgotPasswordPage: PortalPage = () => <ForgotPasswordView />;

ForgotPasswordPage.Shell = GuestShell;

export default ForgotPasswordPage;
