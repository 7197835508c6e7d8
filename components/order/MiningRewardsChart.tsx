import { useId } from 'react';
import styled from 'styled-components';
import type { MiningSummary } from '@/contract/mining';
import NearScreenBarChart from '@/components/ui/NearScreenBarChart';
import ScreenReaderBlock from '@/components/ui/ScreenReaderBlock';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { dayInstant, formatReward } from './MiningFormat';
import { sumAmounts } from './sumAmounts';

const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
`;

/** Mining rewards per day: a chart named by its summary, and the amounts in a table for screen readers. */
export default function MiningRewardsChart({ summary }: { summary: MiningSummary }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const formatDay = useFormatDateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = useId();
  const day = (date: string) => formatDay(dayInstant(date));
  const description = t('Mining rewards per day from %from% to %to%: %total% in total', {
    from: day(summary.from),
    to: day(summary.to),
    total: formatReward(format, sumAmounts(summary.perDay.map((point) => point.amount))),
  });

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Rewards per day')}</Heading>
      <NearScreenBarChart points={summary.perDay} label={description} />
      <ScreenReaderBlock>
        <table>
        <caption>{description}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.perDay.map((point) => (
            <tr key={point.date}>
              <td>{day(point.date)}</td>
              <td>{formatReward(format, point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScreenReaderBlock>
    </section>
  );
}
