import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import StatementView from '@/components/statement/StatementView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const StatementPage = () => <StatementView />;

export default portalPage(MemberShell, StatementPage);
