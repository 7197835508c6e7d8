import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import MemberSearchView from '@/components/ops/members/MemberSearchView';

const OpsMembersPage: PortalPage = () => <MemberSearchView />;

OpsMembersPage.Shell = OpsShell;

export default OpsMembersPage;
