import PageFrame from '@/components/ui/PageFrame';
import WalletBalances from '@/components/wallet/WalletBalances';
import KeptUntilNearScreen from '@/components/ui/KeptUntilNearScreen';
import { keptServerHtml } from '@/components/ui/keptServerHtml';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import { LazyBonusPerDayCard, LazyLatestOrdersCard, LazyLeaderCard, LazyMiningSummaryCard } from './LazyCards';
import MembershipCard from './MembershipCard';
import DashboardWelcome from './DashboardWelcome';
import { BalancesBlock, CardGrid } from './styles';
import TeamCard from './TeamCard';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The referral link (copy, share, QR button) sits below the fold: its code comes after the first paint. */
const ReferralLinkCard = keptServerHtml(
  () => import('@/components/network/ReferralLinkCard'),
  typeof window === 'undefined' ? require('@/components/network/ReferralLinkCard') : undefined,
);
/** The account's details (from the profile), at the bottom: the server's HTML stands until its code is there. */
const AccountCard = keptServerHtml(() => import('./AccountCard'), typeof window === 'undefined' ? require('./AccountCard') : undefined);
/** The rank bar (from the profile, nothing to click): the server's HTML stands until its code is there. */
const RankProgressCard = keptServerHtml(
  () => import('./RankProgressCard'),
  typeof window === 'undefined' ? require('./RankProgressCard') : undefined,
);
/** A new member's first steps (most members have done them or hidden the list): their code comes after the first paint. */
const GettingStartedCard = keptServerHtml(
  () => import('./GettingStartedCard'),
  typeof window === 'undefined' ? require('./GettingStartedCard') : undefined,
);
/** The bonus of the last 30 days (its data comes from the browser): the server's HTML stands until its code is there. */
const BonusCard = keptServerHtml(() => import('./BonusCard'), typeof window === 'undefined' ? require('./BonusCard') : undefined);
/** The latest notifications (from the browser too): the server's HTML stands until its code is there. */
const NotificationsCard = keptServerHtml(
  () => import('./NotificationsCard'),
  typeof window === 'undefined' ? require('./NotificationsCard') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * Numbers first (balances, package, team, bonus, mining: on phones the first three fit the first screen), then lists; charts load after, on their own, and the lower
 * cards' code after the first paint (LazyCards). The cards below a phone's first screen are hydrated, and ask for their
 * data, when they come near the screen (KeptUntilNearScreen).
 */
export default function DashboardView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;

  return (
    <PageFrame title="Dashboard">
      <DashboardWelcome user={user} />
      <CardGrid>
        <BalancesBlock aria-labelledby="dashboard-balances" className="wide">
          <h2 id="dashboard-balances">{t('Balances')}</h2>
          <WalletBalances />
        </BalancesBlock>
        <MembershipCard />
        <TeamCard />
        {/* After the first screen's numbers (balances, package, team): a new member's four first steps. */}
        <GettingStartedCard member={user} />
        <div className="wide">
          <KeptUntilNearScreen>
            <RankProgressCard />
          </KeptUntilNearScreen>
        </div>
        <KeptUntilNearScreen>
          <BonusCard />
        </KeptUntilNearScreen>
        <KeptUntilNearScreen>
          <NotificationsCard />
        </KeptUntilNearScreen>
        <div className="wide">
          <KeptUntilNearScreen>
            <LazyMiningSummaryCard />
          </KeptUntilNearScreen>
        </div>
        {/* The bonus per day renders nothing until its data is there: it comes with the orders beside it. */}
        <KeptUntilNearScreen>
          <LazyLatestOrdersCard />
          <LazyBonusPerDayCard />
        </KeptUntilNearScreen>
        {user.isLeader && (
          <KeptUntilNearScreen>
            <LazyLeaderCard />
          </KeptUntilNearScreen>
        )}
        {/* The referral card renders nothing on the server until its permission is known: it comes with the account card. */}
        <KeptUntilNearScreen>
          <div className="wide">
            <ReferralLinkCard />
          </div>
          <AccountCard />
        </KeptUntilNearScreen>
      </CardGrid>
    </PageFrame>
  );
}
