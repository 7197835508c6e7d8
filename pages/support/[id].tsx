import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import TicketThreadView from '@/components/tickets/TicketThreadView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const SupportTicketPage = () => <TicketThreadView />;

export default portalPage(MemberShell, SupportTicketPage);
