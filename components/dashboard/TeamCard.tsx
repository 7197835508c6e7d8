import Card from '@/components/ui/Card';
import QueryState from '@/components/ui/QueryState';
import { ROUTES } from '@/config/routes';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useTeamSummary } from '@/hooks/network/useTeamSummary';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import Figure from './Figure';
import FiguresLoading from './FiguresLoading';
import { CardHead, Figures, MoreLink } from './styles';

/** Direct members, team size and team volume (USDT of the downline's completed orders). */
export default function TeamCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const team = useTeamSummary();

  return (
    <Card aria-labelledby="dashboard-team">
      <CardHead>
        <h2 id="dashboard-team">{t('Team')}</h2>
        <MoreLink href={ROUTES.memberConnect}>{t('Member Connect')}</MoreLink>
      </CardHead>
      <QueryState
        query={team}
        errorText="The team totals could not be loaded"
        loading={<FiguresLoading labels={[t('Direct members'), t('Team size'), t('Team volume')]} />}
      >
        {(data) => (
          <Figures>
            <Figure label={t('Direct members')} value={data.directCount} testId="team-direct" />
            <Figure label={t('Team size')} value={data.teamSize} testId="team-size" />
            <Figure label={t('Team volume')} value={format.amount(data.teamVolume, CURRENCY_SYMBOL)} testId="team-volume" />
          </Figures>
        )}
      </QueryState>
    </Card>
  );
}
