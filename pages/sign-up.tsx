import type { PortalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import SignUpView from '@/components/auth/SignUpView';
import { getSitePageProps } from '@/ssr/page-props';

export const getServerSideProps = getSitePageProps;

const SignUpPage: PortalPage = () => <SignUpView />;

SignUpPage.Shell = GuestShell;

export default SignUpPage;
