import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ForgotPasswordView from '@/components/auth/ForgotPasswordView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const ForgotPasswordPage: PortalPage = () => <ForgotPasswordView />;

ForgotPasswordPage.Shell = GuestShell;

export default ForgotPasswordPage;
