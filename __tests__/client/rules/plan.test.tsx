import { screen, waitFor, within } from '@testing-library/react';
import PlanPage from '@/pages/plan';
import { renderShell, vi } from '../shell/helpers/renderShell';
import { answerPlan, answerRules, failing, planAnswer } from './rulesFixtures';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const viWith = (key: Parameters<typeof vi>[0], values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%${name}%`, String(value)), vi(key));

beforeEach(() => {
  document.title = '';
});

describe('/plan', () => {
  it('shows, to a visitor, the bonus per level, examples, packages, mining units and ranks the server answers', async () => {
    answerPlan();
    renderShell(PlanPage, { path: '/plan' });

    const bonus = await screen.findByRole('table', { name: vi('Bonus per level') });
    await waitFor(() => expect(document.title).toBe(`${vi('Compensation plan')} | FilHub`));
    expect(screen.getByRole('heading', { level: 1, name: vi('Compensation plan') })).toBeInTheDocument();
    expect(rowsOf(bonus)).toEqual([
      ['1', vi('Direct'), '12%'],
      ['2', viWith('Level %level%', { level: 2 }), '6%'],
      ['3', viWith('Level %level%', { level: 3 }), '3%'],
    ]);

    expect(screen.getByText(viWith('If your direct referral buys %product% (%points%), you receive %amount%.', { product: 'Gói Khởi đầu', points: '1.000 EV', amount: '120 EV' }))).toBeInTheDocument();
    expect(
      screen.getByText(
        viWith('If a member at level %level% of your team buys %product%, you receive %amount%, when your package reaches level %level%.', {
          level: 3,
          product: 'Gói Khởi đầu',
          amount: '30 EV',
        }),
      ),
    ).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: vi('Bonus of each purchase, per level') }))).toEqual([
      ['Gói Khởi đầu', '1.000 EV', '120 EV', '60 EV', '30 EV'],
      ['Máy đào 1 TiB', '500 EV', '60 EV', '30 EV', '15 EV'],
    ]);

    expect(rowsOf(screen.getByRole('table', { name: vi('Membership packages') }))).toEqual([
      ['Gói Khởi đầu', '$100,00', '1.000 EV', viWith('Level %level%', { level: 1 })],
      ['Gói Vàng', '$1.000,00', '10.000 EV', viWith('Levels 1 to %levels%', { levels: 3 })],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: vi('Mining units') }))).toEqual([
      ['Máy đào 1 TiB', '$50,00 / 500 EV', '1 TiB', '0,02 EC', '540', '10,8 EC'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: vi('Ranks') }))).toEqual([
      [vi('Member'), '$0,00'],
      [vi('Bronze'), '$1.500,00'],
      [vi('Diamond'), '$250.000,00'],
    ]);
    // Beside the footer's link (the footer is outside the page's main).
    expect(within(screen.getByRole('main')).getByRole('link', { name: vi('Fees and limits') })).toHaveAttribute('href', '/fees');
  });

  it('lays each table out again as a list for phones, with the same values', async () => {
    answerPlan();
    renderShell(PlanPage, { path: '/plan' });

    await screen.findByRole('table', { name: vi('Bonus per level') });
    // jsdom applies no @media rule: the phone list keeps its base display: none (and so has no accessible name).
    const list = document.querySelector<HTMLElement>(`ul[aria-label="${vi('Bonus per level')}"]`)!;
    const cards = within(list).getAllByRole('listitem', { hidden: true });
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText(vi("Share of the order's points")).nextSibling).toHaveTextContent('12%');
  });

  it('is in English, with English number marks, when English is the chosen language', async () => {
    window.localStorage.setItem('language', 'en-US');
    answerPlan({ ...planAnswer, packages: planAnswer.packages.slice(0, 1) });
    renderShell(PlanPage, { path: '/plan' });

    expect(await screen.findByText('If your direct referral buys Starter (1,000 EV), you receive 120 EV.')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Membership packages' }))).toEqual([['Starter', '$100.00', '1,000 EV', 'Level 1']]);
    await waitFor(() => expect(document.title).toBe('Compensation plan | FilHub'));
  });

  it('says when the plan could not be loaded, and loads it again on "Try again"', async () => {
    let fail = true;
    const calls = answerRules('plan', () => (fail ? failing() : Response.json({ statusCode: 200, message: 'OK', data: planAnswer })));
    const { user } = renderShell(PlanPage, { path: '/plan' });

    expect(await screen.findByText(vi('The compensation plan could not be loaded.'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: vi('Try again') }));
    expect(await screen.findByRole('table', { name: vi('Bonus per level') })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});
