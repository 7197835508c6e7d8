import styled from 'styled-components';
import Card from '@/components/ui/Card';
import QueryState from '@/components/ui/QueryState';
import Stack from '@/components/ui/Stack';
import { useMiningSummary } from '@/hooks/order/useMining';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { formatPower, formatReward } from './MiningFormat';
import MiningRewardsChart from './MiningRewardsChart';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;

  & > div { min-width: 0; padding: 12px 16px; border-radius: ${({ theme }) => theme.radii.small}; background: ${({ theme }) => theme.colors.background}; }
  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; font-weight: 600; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; overflow-wrap: anywhere; }
`;

/** Power and rewards of the member's mining, with the rewards of the last 30 days per day. */
export default function MiningSummaryCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const mining = useMiningSummary();

  const content = (summary: NonNullable<typeof mining.data>) => (
    <Stack>
      <Figures>
        <div>
          <dt>{t('Mining power')}</dt>
          <dd data-testid="mining-power">{formatPower(format, summary.power)}</dd>
        </div>
        <div>
          <dt>{t('Active contracts')}</dt>
          <dd data-testid="mining-active">{summary.activeContracts}</dd>
        </div>
        <div>
          <dt>{t('Rewards today')}</dt>
          <dd>{formatReward(format, summary.rewardsToday)}</dd>
        </div>
        <div>
          <dt>{t('Rewards in total')}</dt>
          <dd>{formatReward(format, summary.rewardsTotal)}</dd>
        </div>
      </Figures>
      <MiningRewardsChart summary={summary} />
    </Stack>
  );

  return (
    <Card aria-labelledby="mining-summary">
      <h2 id="mining-summary">{t('Mining')}</h2>
      <QueryState query={mining} errorText="The mining summary could not be loaded.">
        {content}
      </QueryState>
    </Card>
  );
}
