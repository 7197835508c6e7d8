import { useRef } from 'react';
import { DRAW_NEAR_SCREEN_DISTANCE } from '@/config/constants';
import { useSeenNearViewport } from '@/hooks/ui/useSeenNearViewport';
import { useTranslation } from '@/hooks/useTranslation';
import type { ChartPoint } from './BarChartCanvas';
import { lazyComponent } from './lazyComponent';
import Note from './Note';

function ChartLoading() {
  const { t } = useTranslation();
  return <Note>{t('Loading the chart…')}</Note>;
}

/** uPlot comes with this chunk: fetched once the chart nears the screen, after the page is on it. */
const BarChartCanvas = lazyComponent(() => import('./BarChartCanvas'), ChartLoading);

/** Bars per day, as an image named `label` (the amounts are in the caller's table for screen readers). */
export default function NearScreenBarChart({ points, label }: { points: readonly ChartPoint[]; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useSeenNearViewport(frame, DRAW_NEAR_SCREEN_DISTANCE);
  return (
    <div ref={frame} role="img" aria-label={label}>
      {near ? <BarChartCanvas points={points} /> : <ChartLoading />}
    </div>
  );
}
