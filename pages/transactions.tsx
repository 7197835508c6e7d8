import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const TransactionsPage: PortalPage = () => <PageFrame title="Transactions" intro="Every change of your wallet balances." />;

export default TransactionsPage;
