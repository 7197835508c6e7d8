import Card from '@/components/ui/Card';
import { ROUTES } from '@/config/routes';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useAuth } from '@/hooks/useAuth';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import Figure from './Figure';
import { RANK_LABELS } from './rankLabels';
import { CardHead, Figures, MoreLink } from './styles';

/** The member's package and rank (from the profile: no call of its own). */
export default function MembershipCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  const localized = useLocalizedText();
  if (!user) return null;
  const rank = user.rank;

  return (
    <Card aria-labelledby="dashboard-membership">
      <CardHead>
        <h2 id="dashboard-membership">{t('Package and rank')}</h2>
        <MoreLink href={ROUTES.upgrade}>{user.package ? t('Upgrade Package') : t('Buy a package')}</MoreLink>
      </CardHead>
      <Figures>
        <Figure label={t('Membership package')} value={user.package ? localized(user.package.name) : t('No package yet')} testId="member-package" />
        <Figure label={t('Rank')} value={rank ? t(RANK_LABELS[rank.code]) : '—'} testId="member-rank" />
        <Figure
          label={t('Team volume')}
          value={rank ? format.amount(rank.teamVolume, CURRENCY_SYMBOL) : '—'}
          testId="rank-team-volume"
        />
      </Figures>
    </Card>
  );
}
