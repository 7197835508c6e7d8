import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import DashboardView from '@/components/dashboard/DashboardView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const DashboardPage = () => <DashboardView />;

export default portalPage(MemberShell, DashboardPage);
