import { portalPage } from '@/components/app/pageTypes';
import GuestShell from '@/components/app/shells/GuestShell';
import SignUpView from '@/components/auth/SignUpView';
import { getGuestPageProps } from '@/ssr/page-props';

export const getServerSideProps = getGuestPageProps;

const SignUpPage = () => <SignUpView />;

export default portalPage(GuestShell, SignUpPage);
