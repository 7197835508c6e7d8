import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import ResetSecurePasswordView from '@/components/security/ResetSecurePasswordView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const ResetSecurePasswordPage = () => <ResetSecurePasswordView />;

export default portalPage(MemberShell, ResetSecurePasswordPage);
