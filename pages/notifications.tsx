import { portalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import NotificationsView from '@/components/notifications/NotificationsView';
import { getMemberPageProps } from '@/ssr/page-props';

export const getServerSideProps = getMemberPageProps;

const NotificationsPage = () => <NotificationsView />;

export default portalPage(MemberShell, NotificationsPage);
