import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import SupportView from '@/components/tickets/SupportView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SupportPage = () => <SupportView />;

export default portalPage(MemberShell, SupportPage);
