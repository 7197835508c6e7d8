import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import SupportView from '@/components/tickets/SupportView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SupportPage: PortalPage = () => <SupportView />;

SupportPage.Shell = MemberShell;

export default SupportPage;
