import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { numberFormat } from '@/config/format';
import { presetRange } from '@/hooks/history/dates';
import BonusPage from '@/pages/bonus';
import { bonusAnswer, cursorPageOf, recordBonus } from './helpers/historyFixtures';
import { findHeading, renderHistory, signIn, vi, viWith } from './helpers/renderHistory';

function renderBonus(query: Record<string, string> = {}) {
  return renderHistory(BonusPage, { path: '/bonus', query });
}

describe('/bonus', () => {
  beforeEach(() => signIn());

  it('shows the period total, the totals per type and the entries', async () => {
    const queries = recordBonus();
    renderBonus();
    await findHeading('Bonus');
    const entries = await screen.findByRole('table', { name: vi('Bonus entries') });

    const last30 = presetRange('30d');
    expect(queries[0]).toEqual({ from: last30.from, to: last30.to });

    const totals = screen.getByRole('region', { name: vi('Bonus by type') });
    expect(within(totals).getByText(vi('Total bonus')).nextSibling).toHaveTextContent('1.515,5 EV');
    expect(within(totals).getByText(vi('Direct')).nextSibling).toHaveTextContent('1.512,5 EV');
    expect(within(totals).getByText(viWith('Level %level%', { level: 2 })).nextSibling).toHaveTextContent('3 EV');

    const headers = within(entries).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([vi('Date'), vi('Type'), vi('Amount'), vi('From member'), vi('Order code'), vi('Explanation')]);
    const rows = within(entries).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      [vi('Direct'), '+12,5 EV', 'alice', 'ORD-1001', vi('Why?')],
      [viWith('Level %level%', { level: 2 }), '+3 EV', 'bob', '—', vi('Why?')],
    ]);
  });

  it('asks for the chosen period, custom dates and type, and keeps them in the URL', async () => {
    const queries = recordBonus();
    const { user, routes } = renderBonus();
    await screen.findByRole('table', { name: vi('Bonus entries') });

    await user.selectOptions(screen.getByLabelText(vi('Period')), '7d');
    const last7 = presetRange('7d');
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: last7.from, to: last7.to }));
    expect(routes.queries.at(-1)).toEqual({ period: '7d' });

    await user.selectOptions(screen.getByLabelText(vi('Period')), 'month');
    const month = presetRange('month');
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: month.from, to: month.to }));

    fireEvent.change(screen.getByLabelText(vi('From')), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2026-01-01', to: month.to }));
    expect(screen.getByLabelText(vi('Period'))).toHaveValue('custom');
    expect(routes.queries.at(-1)).toEqual({ period: 'custom', from: '2026-01-01', to: month.to });

    await user.selectOptions(screen.getByLabelText(vi('Type')), 'LEVEL_2');
    await waitFor(() => expect(queries.at(-1)).toEqual({ type: 'LEVEL_2', from: '2026-01-01', to: month.to }));
  });

  it('pages through the entries by cursor, older then newer', async () => {
    const queries = recordBonus((query) => ({ ...bonusAnswer, nextCursor: cursorPageOf(query).nextCursor }));
    const { user } = renderBonus();
    await screen.findByRole('table', { name: vi('Bonus entries') });

    const pager = screen.getByRole('navigation', { name: vi('Pages') });
    expect(within(pager).getByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: vi('Newer') })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: vi('Older') }));
    expect(await within(pager).findByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ cursor: 'c2' });
    await waitFor(() => expect(within(pager).getByRole('button', { name: vi('Newer') })).toBeEnabled());
    await user.click(within(pager).getByRole('button', { name: vi('Newer') }));
    expect(await within(pager).findByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
  });

  it('summarises the chart for screen readers while the chart module still loads', async () => {
    recordBonus();
    renderBonus({ period: 'custom', from: '2026-03-01', to: '2026-03-07' });
    await screen.findByRole('table', { name: vi('Bonus entries') });

    const chart = screen.getByRole('img', { name: /1\.515,5 EV/ });
    expect(chart.getAttribute('aria-label')).toContain(numberFormat('vi-VN').amount('1515.5', 'EV'));
    // The per-day amounts, as a table for assistive technology.
    const perDay = screen.getByRole('table', { name: chart.getAttribute('aria-label') ?? '' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(1 + bonusAnswer.perDay.length);
    expect(within(perDay).getByText('1.512,5 EV')).toBeInTheDocument();

    // The chart itself comes later, from its own chunk (uPlot draws nothing in jsdom).
    await waitFor(() => expect(screen.getByTestId('bonus-chart-canvas')).toBeInTheDocument());
  });

  it('says when the period has no bonus', async () => {
    recordBonus(() => ({ ...bonusAnswer, items: [], nextCursor: null, totals: { all: '0', byType: {} }, perDay: [] }));
    renderBonus();

    expect(await screen.findByText(vi('No bonus entries for these filters'))).toBeInTheDocument();
    expect(screen.getByText(vi('No bonus in this period'))).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('uPlot stays out of the first load', () => {
  const root = path.resolve(__dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((item) => {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) return sources(file);
      return /\.tsx?$/.test(item.name) ? [file] : [];
    });

  it('is imported only by the chart module, which is loaded on demand (lazyComponent)', () => {
    const staticImport = /^import\s+(?!type\b)[^;]*from\s+['"]uplot['"]/m;
    const importers = ['pages', 'components', 'hooks'].flatMap(sources).filter((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      return staticImport.test(text) || /import\(\s*['"]uplot['"]\s*\)/.test(text);
    });
    expect(importers).toEqual([path.join('components', 'ui', 'BarChartCanvas.tsx')]);
    // The one module that loads the canvas (for /bonus, the dashboard and the mining card).
    const chart = readFileSync(path.join(root, 'components/ui/NearScreenBarChart.tsx'), 'utf8');
    expect(chart).toMatch(/lazyComponent\(\(\) => import\('\.\/BarChartCanvas'\)/);
    expect(chart).not.toMatch(/^import\s+(?!type\b).*from '\.\/BarChartCanvas'/m);
  });
});
