import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import TicketThreadView from '@/components/tickets/TicketThreadView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SupportTicketPage: PortalPage = () => <TicketThreadView />;

SupportTicketPage.Shell = MemberShell;

export default SupportTicketPage;
