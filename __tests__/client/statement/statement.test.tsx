import { screen, waitFor, within } from '@testing-library/react';
import type { Statement } from '@/contract/statement';
import StatementPage from '@/pages/statement';
import TransactionsPage from '@/pages/transactions';
import { apiUrl, handle, incomeAllowed, ok, recordList, entry, server } from '../history/helpers/historyFixtures';
import { renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';

// The first render of a file loads the shell and its texts: slow on a busy machine.
jest.setTimeout(20_000);

const TINY = '0.000000000000000001';

/** Waits for the statement itself (the first render may take a while under load). */
const findStatement = () => screen.findByTestId('statement-wallet-USDT', {}, { timeout: 10_000 });

function statementOf(month: string): Statement {
  return {
    month,
    timeZone: 'Asia/Ho_Chi_Minh',
    from: `${month}-01`,
    to: `${month}-30`,
    complete: true,
    wallets: [
      {
        symbol: 'USDT',
        opening: '99.5',
        byType: [
          { type: 'DEPOSIT', amount: `1000.5${TINY.slice(3)}` },
          { type: 'WITHDRAW', amount: '-20' },
        ],
        change: `980.5${TINY.slice(3)}`,
        closing: `1080${TINY.slice(1)}`,
      },
      { symbol: 'EV', opening: '5', byType: [{ type: 'BONUS', amount: '1.1' }], change: '1.1', closing: '6.1' },
      { symbol: 'EC', opening: '0', byType: [], change: '0', closing: '0' },
    ],
    bonus: { total: '1.1', byType: { DIRECT: '1.1', LEVEL_2: '0', LEVEL_3: '0' }, count: 1 },
    orders: {
      count: 2,
      completedCount: 1,
      completedTotal: '150.5',
      items: [
        { code: 'ORDA1', createdAt: `${month}-02T01:00:00.000Z`, method: 'POINT', status: 'COMPLETED', total: '150.5', pointTotal: '0' },
        { code: 'ORDA2', createdAt: `${month}-03T01:00:00.000Z`, method: 'BANK', status: 'CANCELLED', total: '30', pointTotal: '0' },
      ],
    },
  };
}

/** Answers auth/statement with the month asked for, recording each query. */
function recordStatements() {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl('auth/statement'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return ok(statementOf(query.month));
    }),
  );
  return queries;
}

const CSV = '\uFEFFThời gian (Asia/Ho_Chi_Minh),Loại,Ví,Số tiền\r\n2026-04-01 00:00:00,DEPOSIT,USDT,1000.5\r\n';

/** Answers a CSV file, recording each request's path and query. */
function recordCsv(file: string, answer: () => Response = () => csvResponse(file)) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl(`auth/statement/${file}.csv`), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer();
    }),
  );
  return queries;
}

function csvResponse(file: string) {
  return new Response(new TextEncoder().encode(CSV), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="filhub-${file}-x.csv"` },
  });
}

/** What the page handed to the browser's download: the file name and the bytes. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      next += 1;
      blobs.set(`blob:test/${next}`, blob);
      return `blob:test/${next}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

describe('/statement', () => {
  beforeEach(() => signIn());
  afterEach(() => jest.restoreAllMocks());

  it('shows each wallet with exact amounts, the bonus and the orders of this month in the member’s zone', async () => {
    incomeAllowed(true);
    const queries = recordStatements();
    renderHistory(StatementPage, { path: '/statement' });
    const usdt = await findStatement();
    expect(screen.getByRole('heading', { level: 1, name: vi('Statement') })).toBeInTheDocument();
    expect(within(usdt).getByRole('heading', { name: viWith('%symbol% wallet', { symbol: 'USDT' }) })).toBeInTheDocument();
    expect(within(usdt).getByTestId('opening')).toHaveTextContent('$99,50');
    expect(within(usdt).getByTestId('closing')).toHaveTextContent(`$1.080,${TINY.slice(2)}`);
    expect(within(usdt).getByText(vi('Deposit'))).toBeInTheDocument();
    expect(within(usdt).getByText(`$1.000,5${TINY.slice(3)}`)).toBeInTheDocument();
    expect(within(usdt).getByText('-$20,00')).toBeInTheDocument();
    expect(within(screen.getByTestId('statement-wallet-EC')).getByText(vi('No movements this month'))).toBeInTheDocument();
    expect(screen.getByTestId('statement-bonus-total')).toHaveTextContent('1,1 EV');
    expect(screen.getByTestId('statement-orders-total')).toHaveTextContent('$150,50');
    expect(screen.getByText('ORDA2')).toBeInTheDocument();
    // The list scrolls sideways on a phone: the keyboard must reach it (axe: scrollable-region-focusable).
    expect(screen.getByRole('region', { name: vi('Orders placed this month') })).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(viWith('From %from% to %to%, times in %zone%', { from: `01/${thisMonth().slice(5)}/${thisMonth().slice(0, 4)}`, to: `30/${thisMonth().slice(5)}/${thisMonth().slice(0, 4)}`, zone: 'Asia/Ho_Chi_Minh' }))).toBeInTheDocument();
    expect(queries).toEqual([{ month: thisMonth(), tz: zone }]);
  });

  it('asks for the month chosen and keeps it in the URL', async () => {
    incomeAllowed(true);
    const queries = recordStatements();
    const { user, routes } = renderHistory(StatementPage, { path: '/statement' });
    await findStatement();
    const select = screen.getByLabelText(vi('Month'));
    const previous = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(select, previous.value);
    await waitFor(() => expect(queries.at(-1)).toEqual({ month: previous.value, tz: zone }));
    expect(routes.queries.at(-1)).toEqual({ month: previous.value });
  });

  it('prints with the browser’s print dialog', async () => {
    incomeAllowed(true);
    recordStatements();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderHistory(StatementPage, { path: '/statement' });
    await findStatement();
    await user.click(screen.getByRole('button', { name: vi('Print / save as PDF') }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the month’s CSV as the server sent it, named by the server, in the member’s zone and language', async () => {
    incomeAllowed(true);
    recordStatements();
    const queries = recordCsv('bonus');
    const saved = captureDownloads();
    const { user } = renderHistory(StatementPage, { path: '/statement' });
    await findStatement();
    await user.click(screen.getByRole('button', { name: vi('Bonus CSV') }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queries).toEqual([{ from: `${thisMonth()}-01`, to: `${thisMonth()}-30`, tz: zone, lang: 'vi-VN' }]);
    expect(saved[0].name).toBe('filhub-bonus-x.csv');
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(CSV.slice(1));
  });

  it('says why the server refused a file', async () => {
    incomeAllowed(true);
    recordStatements();
    recordCsv('ledger', () =>
      Response.json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', fieldCodes: { tz: 'TIME_ZONE_INVALID' } },
        { status: 400 },
      ),
    );
    const saved = captureDownloads();
    const { user } = renderHistory(StatementPage, { path: '/statement' });
    await findStatement();
    await user.click(screen.getByRole('button', { name: vi('Transactions CSV') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('Time zone must be a time zone name such as Asia/Ho_Chi_Minh'));
    expect(saved).toHaveLength(0);
  });

  it('says to wait when the server limits the files (429 RATE_LIMITED), and saves nothing', async () => {
    incomeAllowed(true);
    recordStatements();
    recordCsv('ledger', () =>
      Response.json(
        { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts, try again later' },
        { status: 429, headers: { 'retry-after': '42' } },
      ),
    );
    const saved = captureDownloads();
    const { user } = renderHistory(StatementPage, { path: '/statement' });
    await findStatement();
    await user.click(screen.getByRole('button', { name: vi('Transactions CSV') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('Too many attempts, try again later'));
    expect(saved).toHaveLength(0);
  });

  it('asks for nothing while display-income refuses', async () => {
    incomeAllowed(false);
    const queries = recordStatements();
    renderHistory(StatementPage, { path: '/statement' });
    expect(await screen.findByText(vi('Your income history opens once your identity (KYC) is approved.'), {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});

describe('CSV of a list', () => {
  beforeEach(() => signIn());
  afterEach(() => jest.restoreAllMocks());

  it('exports the range and filters /transactions shows', async () => {
    incomeAllowed(true);
    recordList(() => ({ items: [entry()] }));
    const queries = recordCsv('ledger');
    const saved = captureDownloads();
    const { user } = renderHistory(TransactionsPage, { path: '/transactions', query: { symbol: 'EV', from: '2026-03-01', to: '2026-03-31' } });
    await screen.findByRole('table', { name: vi('Transactions') }, { timeout: 10_000 });
    expect(await screen.findByText(viWith('CSV file of %from% to %to% (at most 366 days, your time zone)', { from: '2026-03-01', to: '2026-03-31' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi('Download CSV') }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queries).toEqual([{ symbol: 'EV', from: '2026-03-01', to: '2026-03-31', tz: zone, lang: 'vi-VN' }]);
  });
});

describe('the CSV card of a list, rendered by the server', () => {
  it("renders no date on the server, where the zone may be another day than the member's (the browser fills them in)", async () => {
    const { renderToString } = await import('react-dom/server');
    const { ThemeProvider } = await import('styled-components');
    const { theme } = await import('@/components/ui/theme/theme');
    const { default: LanguageProvider } = await import('@/components/i18n/LanguageProvider');
    const { default: RangeCsvDownload } = await import('@/components/shared/RangeCsvDownload');
    const card = (
      <ThemeProvider theme={theme}>
        <LanguageProvider>
          <RangeCsvDownload file="bonus" />
        </LanguageProvider>
      </ThemeProvider>
    );
    const html = renderToString(card);
    expect(html).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(html).toContain('…');
  });
});
