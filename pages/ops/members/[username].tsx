import { useRouter } from 'next/router';
import type { PortalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import MemberDetailView from '@/components/ops/members/MemberDetailView';

const OpsMemberPage: PortalPage = () => {
  const { query, isReady } = useRouter();
  const username = isReady && typeof query.username === 'string' ? query.username : '';
  return <MemberDetailView username={username} />;
};

OpsMemberPage.Shell = OpsShell;

export default OpsMemberPage;
