import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import BonusView from '@/components/bonus/BonusView';

const BonusPage: PortalPage = () => <BonusView />;

BonusPage.Shell = MemberShell;

export default BonusPage;
