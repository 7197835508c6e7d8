import dynamic from 'next/dynamic';
import { useId, useRef } from 'react';
import Card from '@/components/app/Card';
import { Note, ScreenReaderBlock } from '@/components/transactions/styles';
import { formatAmount } from '@/config/format';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSeenNearViewport } from '@/hooks/ui/useSeenNearViewport';
import { useTranslation } from '@/hooks/useTranslation';
import type { ChartPoint } from './BonusChartCanvas';

function ChartLoading() {
  const { t } = useTranslation();
  return <Note>{t('Loading the chart…')}</Note>;
}

/** uPlot comes with this chunk: fetched once the chart nears the screen, after the page is on it. */
const BonusChartCanvas = dynamic(() => import('./BonusChartCanvas'), { ssr: false, loading: ChartLoading });

/** uPlot loads this far below the fold, so the chart is drawn by the time it scrolls in. */
const CHART_DISTANCE_PX = 400;

interface BonusChartProps {
  points: readonly ChartPoint[];
  /** The period's total, in EV. */
  total: string;
  from?: string;
  to?: string;
}

/**
 * Bonus per day: the chart is an image named after the period total (role="img"); the
 * amounts of each day follow in a table for screen readers.
 */
export default function BonusChart({ points, total, from, to }: BonusChartProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime({ dateStyle: 'medium' });
  const headingId = useId();
  const chartFrame = useRef<HTMLDivElement>(null);
  const near = useSeenNearViewport(chartFrame, CHART_DISTANCE_PX);
  const first = from ?? points[0]?.date;
  const last = to ?? points[points.length - 1]?.date;
  const summary = t('Bonus per day from %from% to %to%: %total% in total', {
    from: formatDate(first ? `${first}T00:00:00` : null),
    to: formatDate(last ? `${last}T00:00:00` : null),
    total: formatAmount(total, MAIN_TOKEN_SYMBOL),
  });

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Bonus per day')}</h2>
      {points.length === 0 ? (
        <Note role="status">{t('No bonus in this period')}</Note>
      ) : (
        <div ref={chartFrame} role="img" aria-label={summary}>
          {near ? <BonusChartCanvas points={points} /> : <ChartLoading />}
        </div>
      )}
      <ScreenReaderBlock>
        <table>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Date')}</th>
            <th scope="col">{t('Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <td>{formatDate(`${point.date}T00:00:00`)}</td>
              <td>{formatAmount(point.amount, MAIN_TOKEN_SYMBOL)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScreenReaderBlock>
    </Card>
  );
}
