import Card from '@/components/ui/Card';
import SummaryList from '@/components/ui/SummaryList';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { Statement } from '@/contract/statement';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { exactAmount } from './statementFormat';

/** The month's bonus: its total in EV, by type, and how many entries. */
export default function BonusStatement({ bonus }: { bonus: Statement['bonus'] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Card aria-labelledby="statement-bonus">
      <h2 id="statement-bonus">{t('Bonus')}</h2>
      <SummaryList>
        <dt>{t('Total bonus')}</dt>
        <dd data-testid="statement-bonus-total" data-amount={bonus.total}>
          {exactAmount(format, bonus.total, MAIN_TOKEN_SYMBOL)}
        </dd>
        {Object.entries(bonus.byType).map(([type, amount]) => (
          <div key={type} style={{ display: 'contents' }}>
            <dt>{bonusTypeLabel(t, type)}</dt>
            <dd data-amount={amount}>{exactAmount(format, amount, MAIN_TOKEN_SYMBOL)}</dd>
          </div>
        ))}
        <dt>{t('Entries')}</dt>
        <dd>{bonus.count}</dd>
      </SummaryList>
    </Card>
  );
}
