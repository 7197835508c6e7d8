import type { PortalPage } from '@/components/app/pageTypes';
import ResetPasswordView from '@/components/auth/ResetPasswordView';

const ResetPasswordPage: PortalPage = () => <ResetPasswordView />;

ResetPasswordPage.guest = true;

export default ResetPasswordPage;
