import styled from 'styled-components';
import Card from '@/components/ui/Card';
import { bonusTypeLabel } from '@/config/bonusTypeLabel';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 12px;
  margin: 0;

  & > div { padding: 12px 16px; border-radius: ${({ theme }) => theme.radii.small}; background: ${({ theme }) => theme.colors.background}; min-width: 0; }
  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; font-weight: 600; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; overflow-wrap: anywhere; }
  & > div:first-child dd { color: ${({ theme }) => theme.colors.primaryText}; }
`;

interface BonusTotalsProps {
  all: string;
  byType: Record<string, string>;
}

/** The period total and one total per bonus type, in EV. */
export default function BonusTotals({ all, byType }: BonusTotalsProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Card aria-labelledby="bonus-totals">
      <h2 id="bonus-totals">{t('Bonus by type')}</h2>
      <Grid>
        <div>
          <dt>{t('Total bonus')}</dt>
          <dd data-testid="bonus-total">{format.amount(all, MAIN_TOKEN_SYMBOL)}</dd>
        </div>
        {Object.entries(byType).map(([type, amount]) => (
          <div key={type}>
            <dt>{bonusTypeLabel(t, type)}</dt>
            <dd>{format.amount(amount, MAIN_TOKEN_SYMBOL)}</dd>
          </div>
        ))}
      </Grid>
    </Card>
  );
}
