import styled from 'styled-components';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useNetworkTree } from '@/hooks/network/useNetworkTree';
import { NetworkTreeContext } from './NetworkTreeContext';
import ReferralLinkCard from './ReferralLinkCard';
import TeamSummaryCard from './TeamSummaryCard';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The search form (and react-query's mutation code) is rendered on the server; the browser keeps that HTML until its chunk is there. */
const MemberSearch = keptServerHtml(() => import('./MemberSearch'), typeof window === 'undefined' ? require('./MemberSearch') : undefined);
/** The tree (paged levels, react-query's infinite query) likewise: its server HTML is its loading line. */
const MemberTree = keptServerHtml(() => import('./MemberTree'), typeof window === 'undefined' ? require('./MemberTree') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

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
