import Card from '@/components/ui/Card';
import QueryState from '@/components/ui/QueryState';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { ROUTES } from '@/config/routes';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useDashboardBonus } from '@/hooks/dashboard/useDashboardBonus';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import Figure from './Figure';
import { CardHead, Figures, MoreLink } from './styles';

/** The bonus of the last 30 days: the total and one total per bonus type, in EV. */
export default function BonusCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const bonus = useDashboardBonus();

  return (
    <Card aria-labelledby="dashboard-bonus">
      <CardHead>
        <h2 id="dashboard-bonus">{t('Bonus in the last 30 days')}</h2>
        <MoreLink href={ROUTES.bonus}>{t('Bonus history')}</MoreLink>
      </CardHead>
      <QueryState query={bonus} errorText="The bonus could not be loaded.">
        {(data) => (
          <Figures>
            <Figure label={t('Total bonus')} value={format.amount(data.totals.all, MAIN_TOKEN_SYMBOL)} testId="bonus-total" />
            {Object.entries(data.totals.byType).map(([type, amount]) => (
              <Figure key={type} label={bonusTypeLabel(t, type)} value={format.amount(amount, MAIN_TOKEN_SYMBOL)} />
            ))}
          </Figures>
        )}
      </QueryState>
    </Card>
  );
}
