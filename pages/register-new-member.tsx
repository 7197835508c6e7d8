import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PageFrame from '@/components/ui/PageFrame';
import RegisterMemberView from '@/components/network/RegisterMemberView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const RegisterNewMemberPage: PortalPage = () => (
  <PageFrame title="Register Member" intro="Create an account for a new member of your team.">
    <RegisterMemberView />
  </PageFrame>
);
RegisterNewMemberPage.Shell = MemberShell;

export default RegisterNewMemberPage;
