import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import PageFrame from '@/components/ui/PageFrame';
import RegisterMemberView from '@/components/network/RegisterMemberView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const RegisterNewMemberPage = () => (
  <PageFrame title="Register Member" intro="Create an account for a new member of your team.">
    <RegisterMemberView />
  </PageFrame>
);

export default portalPage(MemberShell, RegisterNewMemberPage);
