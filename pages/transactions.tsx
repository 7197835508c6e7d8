import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import TransactionsView from '@/components/transactions/TransactionsView';

const TransactionsPage: PortalPage = () => <TransactionsView />;

TransactionsPage.Shell = MemberShell;

export default TransactionsPage;
