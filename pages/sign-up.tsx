import type { PortalPage } from '@/components/app/pageTypes';
import SignUpView from '@/components/auth/SignUpView';

const SignUpPage: PortalPage = () => <SignUpView />;

SignUpPage.guest = true;

export default SignUpPage;
