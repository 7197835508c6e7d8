import dynamic from 'next/dynamic';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Note, ScreenReaderBlock } from '@/components/transactions/styles';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSeenNearViewport } from '@/hooks/ui/useSeenNearViewport';
import { useTranslation } from '@/hooks/useTranslation';
import type { MiningSummary } from '@/services/mining';
import { dayInstant, formatReward } from './MiningFormat';
import { sumAmounts } from './sumAmounts';

function ChartLoading() {
  const { t } = useTranslation();
  return <Note>{t('Loading the chart…')}</Note>;
}

/** The bonus page's uPlot bars, fetched with their own chunk once the chart nears the screen. */
const RewardsCanvas = dynamic(() => import('@/components/bonus/BonusChartCanvas'), { ssr: false, loading: ChartLoading });

/** uPlot loads this far below the fold, so the chart is drawn by the time it scrolls in. */
const CHART_DISTANCE_PX = 400;

const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
`;

/** Mining rewards per day: a chart named by its summary, and the amounts in a table for screen readers. */
export default function MiningRewardsChart({ summary }: { summary: MiningSummary }) {
  const { t } = useTranslation();
  const formatDay = useFormatDateTime({ dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = useId();
  const chartFrame = useRef<HTMLDivElement>(null);
  const near = useSeenNearViewport(chartFrame, CHART_DISTANCE_PX);
  const day = (date: string) => formatDay(dayInstant(date));
  const description = t('Mining rewards per day from %from% to %to%: %total% in total', {
    from: day(summary.from),
    to: day(summary.to),
    total: formatReward(sumAmounts(summary.perDay.map((point) => point.amount))),
  });

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('Rewards per day')}</Heading>
      <div ref={chartFrame} role="img" aria-label={description}>
        {near ? <RewardsCanvas points={summary.perDay} /> : <ChartLoading />}
      </div>
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
              <td>{formatReward(point.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScreenReaderBlock>
    </section>
  );
}
