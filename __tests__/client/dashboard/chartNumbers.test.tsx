import { screen, waitFor } from '@testing-library/react';
import type uPlot from 'uplot';
import DashboardPage from '@/pages/dashboard';
import { member } from '../auth/helpers/authFixtures';
import { renderHistory, signIn, vi } from '../history/helpers/renderHistory';
import { bonus, dashboardApi } from './dashboardApi';

/*
 * jsdom draws no canvas, so uPlot (a canvas library, not ours) is replaced by one that keeps the options the chart
 * gives it: the labels its axes would draw are then asked of those options, as uPlot asks them.
 */
const charts: uPlot.Options[] = [];
jest.mock('uplot', () => {
  class CanvasFreeUPlot {
    static paths = { bars: () => () => null };
    constructor(options: uPlot.Options) {
      charts.push(options);
    }
    setSize() {}
    destroy() {}
  }
  return { __esModule: true, default: CanvasFreeUPlot };
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** What the chart's latest draw labels the amount axis with, for these tick values. */
function amountAxis(ticks: number[]): string[] {
  const axis = charts[charts.length - 1]?.axes?.[1];
  const values = axis?.values;
  if (typeof values !== 'function') throw new Error('the chart leaves its amount labels to uPlot');
  return (values as (u: unknown, splits: number[]) => string[])(null, ticks) as string[];
}

/** The bonus card's total without its unit ("1.000,5 EV" → "1.000,5"). */
const cardTotal = () => (screen.getByTestId('bonus-total').textContent ?? '').replace(/\s*EV$/, '');

describe("the dashboard's bonus chart and cards", () => {
  const userAgent = Object.getOwnPropertyDescriptor(window.navigator, 'userAgent');
  beforeEach(() => {
    charts.length = 0;
    // The chart draws in a browser only, not in jsdom.
    Object.defineProperty(window.navigator, 'userAgent', { configurable: true, get: () => BROWSER });
  });
  afterEach(() => {
    if (userAgent) Object.defineProperty(window.navigator, 'userAgent', userAgent);
    else Reflect.deleteProperty(window.navigator, 'userAgent');
  });

  it('write numbers with the same separators, in Vietnamese and after a switch to English', async () => {
    dashboardApi({ bonus: { ...bonus, totals: { all: '1000.5', byType: { DIRECT: '1000.5' } }, perDay: [{ date: '2026-11-22', amount: '1000.5' }] } });
    signIn(member);
    const { user } = renderHistory(DashboardPage, { path: '/dashboard' });
    await screen.findByRole('heading', { level: 1, name: vi('Dashboard') }, { timeout: 15000 });

    await waitFor(() => expect(screen.getByTestId('bonus-total')).toHaveTextContent('1.000,5 EV'));
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    expect(amountAxis([0, 500, 1000.5])).toEqual(['0', '500', cardTotal()]);
    expect(amountAxis([0.02, 2500])).toEqual(['0,02', '2.500']);

    await user.click(screen.getAllByRole('button', { name: 'Ngôn ngữ: VI' })[0]);
    await user.click(await screen.findByRole('button', { name: 'English' }));

    await waitFor(() => expect(screen.getByTestId('bonus-total')).toHaveTextContent('1,000.5 EV'));
    await waitFor(() => expect(amountAxis([1000.5])).toEqual([cardTotal()]));
    expect(amountAxis([0.02, 2500])).toEqual(['0.02', '2,500']);
  });
});
