import styled from 'styled-components';
import Card from '@/components/ui/Card';
import type { MemberRank } from '@/contract/profile';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useAuth } from '@/hooks/useAuth';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { RANK_LABELS } from './rankLabels';

const Ranks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  margin: 0 0 8px;
  font-weight: 600;
`;

const Track = styled.div`
  height: 12px;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primaryDark};
`;

const Remaining = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** How far the team volume has come from the current rank's threshold to the next one's (0..100). */
function percentOf(rank: MemberRank): number {
  if (!rank.next) return 100;
  const span = Number(rank.next.minTeamVolume) - Number(rank.minTeamVolume);
  const done = Number(rank.teamVolume) - Number(rank.minTeamVolume);
  return span > 0 ? Math.min(100, Math.max(0, (done / span) * 100)) : 100;
}

/** The current rank, the next one and the team volume still needed, as a bar (from the profile: no call of its own). */
export default function RankProgressCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  if (!user) return null;
  const { rank } = user;
  const current = t(RANK_LABELS[rank.code]);
  const status = rank.next
    ? t('%amount% still needed to reach %rank%', { amount: format.amount(rank.next.remaining, CURRENCY_SYMBOL), rank: t(RANK_LABELS[rank.next.code]) })
    : t('%rank%, the top rank, is reached', { rank: current });

  return (
    <Card aria-labelledby="dashboard-rank-progress">
      <h2 id="dashboard-rank-progress">{t('Rank progress')}</h2>
      <Ranks>
        <span>
          {t('Current rank')}: <span data-testid="rank-progress-current">{current}</span>
        </span>
        {rank.next && (
          <span>
            {t('Next rank')}: <span data-testid="rank-progress-next">{t(RANK_LABELS[rank.next.code])}</span>
          </span>
        )}
      </Ranks>
      <Track
        role="progressbar"
        aria-labelledby="dashboard-rank-progress"
        aria-valuemin={Number(rank.minTeamVolume)}
        aria-valuemax={Number(rank.next ? rank.next.minTeamVolume : rank.teamVolume)}
        aria-valuenow={Number(rank.teamVolume)}
        aria-valuetext={status}
      >
        <Fill style={{ width: `${percentOf(rank)}%` }} />
      </Track>
      <Remaining data-testid="rank-progress-status">
        {status}
        {rank.next && ` (${t('Team volume')}: ${format.amount(rank.teamVolume, CURRENCY_SYMBOL)} / ${format.amount(rank.next.minTeamVolume, CURRENCY_SYMBOL)})`}
      </Remaining>
    </Card>
  );
}
