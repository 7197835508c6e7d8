import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import BonusView from '@/components/bonus/BonusView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const BonusPage = () => <BonusView />;

export default portalPage(MemberShell, BonusPage);
