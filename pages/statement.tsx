import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import StatementView from '@/components/statement/StatementView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const StatementPage: PortalPage = () => <StatementView />;

StatementPage.Shell = MemberShell;

export default StatementPage;
