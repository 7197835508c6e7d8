import styled from 'styled-components';
import Card from '@/components/ui/Card';
import QueryState from '@/components/ui/QueryState';
import { useTeamSummary } from '@/hooks/network/useTeamSummary';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(140px, 100%), 1fr));
  gap: 12px 16px;
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textSubtle}; font-size: 14px; }
  dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; overflow-wrap: anywhere; }
`;

/** Direct members, team size and team volume of the member. */
export default function TeamSummaryCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const team = useTeamSummary();

  return (
    <Card aria-labelledby="team-summary-heading">
      <h2 id="team-summary-heading">{t('Team totals')}</h2>
      <QueryState query={team} errorText="The team totals could not be loaded">
        {(data) => (
          <Totals>
            <div>
              <dt>{t('Direct members')}</dt>
              <dd>{data.directCount}</dd>
            </div>
            <div>
              <dt>{t('Team size')}</dt>
              <dd>{data.teamSize}</dd>
            </div>
            <div>
              <dt>{t('Team volume')}</dt>
              <dd>{format.amount(data.teamVolume, 'USDT')}</dd>
            </div>
          </Totals>
        )}
      </QueryState>
    </Card>
  );
}
