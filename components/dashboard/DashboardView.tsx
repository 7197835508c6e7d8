import PageFrame from '@/components/ui/PageFrame';
import ReferralLinkCard from '@/components/network/ReferralLinkCard';
import WalletBalances from '@/components/wallet/WalletBalances';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import AccountCard from './AccountCard';
import BonusCard from './BonusCard';
import { LazyBonusPerDayCard, LazyLatestOrdersCard, LazyLeaderCard, LazyMiningSummaryCard } from './LazyCards';
import MembershipCard from './MembershipCard';
import NotificationsCard from './NotificationsCard';
import { CardGrid } from './styles';
import TeamCard from './TeamCard';

/**
 * Numbers first (balances, package, team, bonus, mining), then lists; charts load after, on their own, and the lower
 * cards' code after the first paint (LazyCards).
 */
export default function DashboardView() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;

  return (
    <PageFrame title="Dashboard">
      <p>{t('Welcome back, %name%', { name: user.fullName })}</p>
      <CardGrid>
        <section aria-labelledby="dashboard-balances" className="wide">
          <h2 id="dashboard-balances">{t('Balances')}</h2>
          <WalletBalances />
        </section>
        <MembershipCard />
        <TeamCard />
        <BonusCard />
        <NotificationsCard />
        <div className="wide">
          <LazyMiningSummaryCard />
        </div>
        <LazyLatestOrdersCard />
        <LazyBonusPerDayCard />
        {user.isLeader && <LazyLeaderCard />}
        <div className="wide">
          <ReferralLinkCard />
        </div>
        <AccountCard />
      </CardGrid>
    </PageFrame>
  );
}
