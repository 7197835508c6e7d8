import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import MemberSearchView from '@/components/ops/members/MemberSearchView';

const OpsMembersPage = () => <MemberSearchView />;

export default portalPage(OpsShell, OpsMembersPage);
