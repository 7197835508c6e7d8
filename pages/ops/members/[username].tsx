import { useRouter } from 'next/router';
import { portalPage } from '@/components/app/pageTypes';
import OpsShell from '@/components/ops/OpsShell';
import MemberDetailView from '@/components/ops/members/MemberDetailView';

const OpsMemberPage = () => {
  const { query, isReady } = useRouter();
  const username = isReady && typeof query.username === 'string' ? query.username : '';
  return <MemberDetailView username={username} />;
};

export default portalPage(OpsShell, OpsMemberPage);
