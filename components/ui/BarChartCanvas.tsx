import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type uPlot from 'uplot';
import type { NumberFormat } from '@/config/format';
import { DISPLAY_MAX_DECIMALS } from '@/config/tokens';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';

/** The few rules of uPlot.min.css this chart needs (no legend, cursor or selection). */
const ChartBox = styled.div`
  width: 100%;
  min-height: 220px;

  .uplot, .uplot * { box-sizing: border-box; }
  .uplot { font-family: inherit; line-height: 1.5; width: min-content; }
  .u-wrap { position: relative; user-select: none; }
  .u-over, .u-under { position: absolute; }
  .u-under { overflow: hidden; }
  .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
  .u-axis { position: absolute; }
  .u-legend, .u-select, .u-cursor-x, .u-cursor-y, .u-cursor-pt { display: none; }
`;

export interface ChartPoint {
  date: string;
  amount: string;
}

const HEIGHT = 220;

/**
 * jsdom (the unit tests) has neither canvas drawing nor matchMedia, which uPlot needs: there the
 * chart stays empty and the summary around it carries the data.
 */
function canDraw(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return !/jsdom/i.test(window.navigator.userAgent);
}

function toSeries(points: readonly ChartPoint[]): uPlot.AlignedData {
  const xs = points.map((point) => Date.UTC(+point.date.slice(0, 4), +point.date.slice(5, 7) - 1, +point.date.slice(8, 10)) / 1000);
  const ys = points.map((point) => Number(point.amount) || 0);
  return [xs, ys];
}

/**
 * The axes' labels in the page's language, never uPlot's own (the browser's locale and English month names): the
 * amounts through the same number format as the cards beside the chart, the days as day/month of the UTC date.
 */
export function chartAxisLabels(format: NumberFormat) {
  const day = new Intl.DateTimeFormat(format.locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  return {
    amounts: (splits: readonly number[]) => splits.map((value) => format.number(value.toFixed(DISPLAY_MAX_DECIMALS))),
    days: (splits: readonly number[]) => splits.map((seconds) => day.format(new Date(seconds * 1000))),
  };
}

/** Bars per day (bonus, mining rewards), drawn by uPlot (loaded with this module, only where a chart shows). */
export default function BarChartCanvas({ points }: { points: readonly ChartPoint[] }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const color = theme.colors.primary;
  const axisColor = theme.colors.textSubtle;
  const gridColor = theme.colors.border;
  const format = useNumberFormat();

  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return undefined;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;

    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const width = () => Math.max(element.clientWidth, 200);
      const labels = chartAxisLabels(format);
      const options: uPlot.Options = {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
        axes: [
          { stroke: axisColor, grid: { show: false }, ticks: { stroke: gridColor }, values: (_u, splits) => labels.days(splits) },
          { stroke: axisColor, grid: { stroke: gridColor }, ticks: { stroke: gridColor }, size: 60, values: (_u, splits) => labels.amounts(splits) },
        ],
        series: [
          {},
          {
            stroke: color,
            fill: color,
            width: 0,
            points: { show: false },
            paths: UPlot.paths.bars?.({ size: [0.7, 60], align: 0 }),
          },
        ],
      };
      try {
        chart = new UPlot(options, toSeries(points), element);
      } catch {
        return;
      }
      if (typeof ResizeObserver === 'function') {
        observer = new ResizeObserver(() => chart?.setSize({ width: width(), height: HEIGHT }));
        observer.observe(element);
      }
    });

    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [points, color, axisColor, gridColor, format]);

  return <ChartBox ref={box} data-testid="bonus-chart-canvas" />;
}
