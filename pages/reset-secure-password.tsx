import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import ResetSecurePasswordView from '@/components/security/ResetSecurePasswordView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const ResetSecurePasswordPage: PortalPage = () => <ResetSecurePasswordView />;

ResetSecurePasswordPage.Shell = MemberShell;

export default ResetSecurePasswordPage;
