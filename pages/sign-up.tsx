import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import SignUpView from '@/components/auth/SignUpView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const SignUpPage: PortalPage = () => <SignUpView />;

SignUpPage.Shell = GuestShell;

export default SignUpPage;
