import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import ResetPasswordView from '@/components/auth/ResetPasswordView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const ResetPasswordPage: PortalPage = () => <ResetPasswordView />;

ResetPasswordPage.Shell = GuestShell;

export default ResetPasswordPage;
