import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import VerifyEmailView from '@/components/auth/VerifyEmailView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const VerifyEmailPage = () => <VerifyEmailView />;

export default portalPage(MemberShell, VerifyEmailPage);
