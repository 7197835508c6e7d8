import styled from 'styled-components';
import Card from '@/components/ui/Card';
import Note from '@/components/ui/Note';
import QueryState from '@/components/ui/QueryState';
import Table from '@/components/ui/Table';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useLeaderSummary } from '@/hooks/dashboard/useLeaderSummary';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import Figure from './Figure';
import { Figures } from './styles';

const Scroll = styled.div`
  margin-top: 16px;
  overflow-x: auto;
`;

/** Leaders only: members, new members and volume of the team per level over the last 30 days. */
export default function LeaderCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDay = useFormatDateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const leader = useLeaderSummary();

  const content = (data: NonNullable<typeof leader.data>) => {
    const period = t('From %from% to %to%', { from: formatDay(`${data.from}T00:00:00Z`), to: formatDay(`${data.to}T00:00:00Z`) });
    return (
      <>
        <Note>{period}</Note>
        <Figures style={{ marginTop: 12 }}>
          <Figure label={t('Members')} value={data.totals.members} testId="leader-members" />
          <Figure label={t('New members')} value={data.totals.newMembers} testId="leader-new-members" />
          <Figure label={t('Volume')} value={format.amount(data.totals.volume, CURRENCY_SYMBOL)} testId="leader-volume" />
        </Figures>
        {data.levels.length === 0 ? (
          <Note role="status" style={{ marginTop: 16 }}>
            {t('No team members yet.')}
          </Note>
        ) : (
          // Narrow screens scroll the table sideways; a keyboard user reaches the scroll through its focus.
          <Scroll tabIndex={0} role="region" aria-label={t('Team per level')}>
            <Table>
              <caption>{t('Team per level')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('Level')}</th>
                  <th scope="col" className="number">{t('Members')}</th>
                  <th scope="col" className="number">{t('New members')}</th>
                  <th scope="col" className="number">{t('Volume')}</th>
                </tr>
              </thead>
              <tbody>
                {data.levels.map((level) => (
                  <tr key={level.level}>
                    <th scope="row">{t('Level %level%', { level: level.level })}</th>
                    <td className="number">{level.members}</td>
                    <td className="number">{level.newMembers}</td>
                    <td className="number">{format.amount(level.volume, CURRENCY_SYMBOL)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
      </>
    );
  };

  return (
    <Card aria-labelledby="dashboard-leader" className="wide">
      <h2 id="dashboard-leader">{t('Leader summary')}</h2>
      <QueryState query={leader} errorText="The leader summary could not be loaded.">
        {content}
      </QueryState>
    </Card>
  );
}
