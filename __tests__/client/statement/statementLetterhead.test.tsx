import { screen, within } from '@testing-library/react';
import type { Statement } from '@/contract/statement';
import { COMPANY_DEFAULTS } from '@/config/company';
import { monthOf } from '@/hooks/statement/ranges';
import StatementPage from '@/pages/statement';
import { member } from '../auth/helpers/authFixtures';
import { webSettings } from '../../setup/fixtures';
import { apiUrl, handle, incomeAllowed, ok, server } from '../history/helpers/historyFixtures';
import { renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';

// The first render of a file loads the shell and its texts: slow on a busy machine.
jest.setTimeout(20_000);

const empty = (month: string): Statement => ({
  month,
  timeZone: 'Asia/Ho_Chi_Minh',
  from: `${month}-01`,
  to: `${month}-28`,
  complete: true,
  wallets: [{ symbol: 'USDT', opening: '0', byType: [], change: '0', closing: '0' }],
  bonus: { total: '0', byType: { DIRECT: '0', LEVEL_2: '0', LEVEL_3: '0' }, count: 0 },
  orders: { count: 0, completedCount: 0, completedTotal: '0', items: [] },
});

function answerStatements() {
  server.use(handle.get(apiUrl('auth/statement'), ({ request }) => ok(empty(new URL(request.url).searchParams.get('month') ?? ''))));
}

const findStatement = () => screen.findByTestId('statement-wallet-USDT', {}, { timeout: 10_000 });
const label = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

describe('/statement: the months offered', () => {
  it('starts at the month the member joined, newest first', async () => {
    const now = new Date();
    const joined = new Date(now.getFullYear(), now.getMonth() - 5, 15, 12);
    signIn({ ...member, createdAt: joined.toISOString() });
    incomeAllowed(true);
    answerStatements();
    renderHistory(StatementPage, { path: '/statement' });
    await findStatement();

    const options = within(screen.getByLabelText(vi('Month'))).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([0, 1, 2, 3, 4, 5].map((back) => label(monthOf(now, back))));
    expect(options.at(-1)).toBe(label(monthOf(joined)));
  });
});

describe('/statement: the letterhead', () => {
  it('names the company (as its settings say), the member and the period, outside what print leaves out', async () => {
    signIn();
    incomeAllowed(true);
    answerStatements();
    server.use(
      handle.get(apiUrl('public/setting/list/:group'), ({ params }) =>
        ok(params.group === 'WEB' ? [...webSettings, { name: 'companyName', value: 'Công ty Cổ phần FilHub Việt Nam' }] : []),
      ),
    );
    renderHistory(StatementPage, { path: '/statement' });
    await findStatement();

    const letterhead = await screen.findByTestId('statement-letterhead');
    expect(await within(letterhead).findByText('Công ty Cổ phần FilHub Việt Nam')).toBeInTheDocument();
    expect(within(letterhead).getByText(COMPANY_DEFAULTS.companyAddress)).toBeInTheDocument();
    expect(
      within(letterhead).getByText(viWith('Business registration number: %number%', { number: COMPANY_DEFAULTS.companyRegistrationNumber })),
    ).toBeInTheDocument();

    const document = screen.getByRole('region', { name: new RegExp(label(monthOf(new Date()))) });
    expect(document).toContainElement(letterhead);
    expect(within(document).getByText(viWith('Member: %name% (%username%)', { name: member.fullName, username: member.username }))).toBeInTheDocument();
    const period = { from: `01/${label(monthOf(new Date()))}`, to: `28/${label(monthOf(new Date()))}`, zone: 'Asia/Ho_Chi_Minh' };
    expect(within(document).getByText(viWith('From %from% to %to%, times in %zone%', period))).toBeInTheDocument();
    // The print style hides the page's header, menus, bars, footer and what is marked not to print.
    expect(letterhead.closest('header, nav, aside, footer, [data-no-print]')).toBeNull();
  });
});
