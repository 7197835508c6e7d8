import styled from 'styled-components';
import { useNetworkTree } from '@/hooks/network/useNetworkTree';
import MemberSearch from './MemberSearch';
import MemberTree from './MemberTree';
import { NetworkTreeContext } from './NetworkTreeContext';
import ReferralLinkCard from './ReferralLinkCard';
import TeamSummaryCard from './TeamSummaryCard';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

/** /member-connect: team totals, the referral link, the member search and the network tree. */
export default function MemberConnectView() {
  const tree = useNetworkTree();
  return (
    <NetworkTreeContext.Provider value={tree}>
      <Stack>
        <TeamSummaryCard />
        <ReferralLinkCard />
        <MemberSearch />
        <MemberTree />
      </Stack>
    </NetworkTreeContext.Provider>
  );
}
