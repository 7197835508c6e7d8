import type { PortalPage } from '@/components/app/pageTypes';
import ForgotPasswordView from '@/components/auth/ForgotPasswordView';

const ForgotPasswordPage: PortalPage = () => <ForgotPasswordView />;

ForgotPasswordPage.guest = true;

export default ForgotPasswordPage;
