import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import TransactionsView from '@/components/transactions/TransactionsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const TransactionsPage = () => <TransactionsView />;

export default portalPage(MemberShell, TransactionsPage);
