import type { PortalPage } from '@/components/app/pageTypes';
import TransactionsView from '@/components/transactions/TransactionsView';

const TransactionsPage: PortalPage = () => <TransactionsView />;

export default TransactionsPage;
