import type { PortalPage } from '@/components/app/pageTypes';
import PageFrame from '@/components/app/PageFrame';

const BonusPage: PortalPage = () => <PageFrame title="Bonus" intro="Bonus paid to you by the orders of your team." />;

export default BonusPage;
