import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ResetPasswordView from '@/components/auth/ResetPasswordView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const ResetPasswordPage: PortalPage = () => <ResetPasswordView />;

ResetPasswordPage.Shell = GuestShell;

export default ResetPasswordPage;
