import type { PortalPage } from '@/components/app/pageTypes';
import BonusView from '@/components/bonus/BonusView';

const BonusPage: PortalPage = () => <BonusView />;

export default BonusPage;
