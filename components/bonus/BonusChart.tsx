import { useId } from 'react';
import type { ChartPoint } from '@/components/ui/BarChartCanvas';
import Card from '@/components/ui/Card';
import NearScreenBarChart from '@/components/ui/NearScreenBarChart';
import Note from '@/components/ui/Note';
import ScreenReaderBlock from '@/components/ui/ScreenReaderBlock';
import { MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

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
  const format = useNumberFormat();
  const formatDate = useFormatDateTime({ dateStyle: 'medium' });
  const headingId = useId();
  const first = from ?? points[0]?.date;
  const last = to ?? points[points.length - 1]?.date;
  const summary = t('Bonus per day from %from% to %to%: %total% in total', {
    from: formatDate(first ? `${first}T00:00:00` : null),
    to: formatDate(last ? `${last}T00:00:00` : null),
    total: format.amount(total, MAIN_TOKEN_SYMBOL),
  });

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Bonus per day')}</h2>
      {points.length === 0 ? (
        <Note role="status">{t('No bonus in this period')}</Note>
      ) : (
        <NearScreenBarChart points={points} label={summary} />
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
              <td>{format.amount(point.amount, MAIN_TOKEN_SYMBOL)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </ScreenReaderBlock>
    </Card>
  );
}
