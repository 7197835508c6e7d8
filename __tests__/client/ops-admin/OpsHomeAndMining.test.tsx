import { screen, waitFor, within } from '@testing-library/react';
import OpsHomeView from '@/components/ops/home/OpsHomeView';
import OpsMiningView from '@/components/ops/mining/OpsMiningView';
import type { OpsMiningDays } from '@/contract/ops-mining';
import type { OpsOverview } from '@/contract/ops-overview';
import { apiUrl, fail, handle, ok, renderOpsView, server, vi, viWith } from './helpers/renderOps';

// Typing whole forms takes seconds when the machine is busy.
jest.setTimeout(20_000);

const OVERVIEW: OpsOverview = {
  date: '2026-03-04',
  newMembers: 12,
  support: { kycToReview: 4, ticketsToAnswer: 9 },
  finance: {
    orders: { placed: 7, completed: 5, volumeUsdt: '1234.5' },
    withdrawals: { requested: 3, requestedAmounts: { USDT: '150' }, paid: 2, paidAmounts: { USDT: '100', EC: '4' } },
    withdrawalsToDecide: 1,
    bankOrdersAwaiting: 6,
  },
};

const figure = (name: Parameters<typeof vi>[0]) => screen.getByRole('heading', { level: 2, name: vi(name) }).parentElement as HTMLElement;
const figureNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('OpsHomeView', () => {
  it("shows today's figures and the queues (an admin's answer holds both parts)", async () => {
    server.use(handle.get(apiUrl('ops/overview'), () => ok(OVERVIEW)));
    await renderOpsView(OpsHomeView, { path: '/ops', heading: 'Console' });
    expect(await screen.findByText(viWith('Figures of %date% (UTC).', { date: '2026-03-04' }))).toBeInTheDocument();
    expect(within(figure('New members')).getByText('12')).toBeInTheDocument();
    expect(within(figure('Orders')).getByText('7')).toBeInTheDocument();
    expect(within(figure('Orders')).getByText(/^5 /)).toBeInTheDocument();
    expect(within(figure('Withdrawals paid')).getByText('2')).toBeInTheDocument();
    expect(within(figure('Withdrawals paid')).getByText(/4 EC/)).toBeInTheDocument();
    expect(within(figure('KYC to review')).getByText('4')).toBeInTheDocument();
    expect(within(figure('Tickets to answer')).getByText('9')).toBeInTheDocument();
    expect(within(figure('Bank orders awaiting payment')).getByText('6')).toBeInTheDocument();
  });

  it("shows support its work and no money figure (the server's answer for support has none)", async () => {
    const { finance: _finance, ...forSupport } = OVERVIEW;
    server.use(handle.get(apiUrl('ops/overview'), () => ok(forSupport)));
    await renderOpsView(OpsHomeView, { path: '/ops', heading: 'Console' });
    await screen.findByText(viWith('Figures of %date% (UTC).', { date: '2026-03-04' }));
    expect(figureNames()).toEqual([vi('New members'), vi('KYC to review'), vi('Tickets to answer')]);
  });

  it('shows finance the money and not the support queues', async () => {
    const { support: _support, ...forFinance } = OVERVIEW;
    server.use(handle.get(apiUrl('ops/overview'), () => ok(forFinance)));
    await renderOpsView(OpsHomeView, { path: '/ops', heading: 'Console' });
    await screen.findByText(viWith('Figures of %date% (UTC).', { date: '2026-03-04' }));
    expect(figureNames()).toEqual([
      vi('New members'),
      vi('Orders'),
      vi('Withdrawals requested'),
      vi('Withdrawals paid'),
      vi('Withdrawals to decide'),
      vi('Bank orders awaiting payment'),
    ]);
  });

  it('says when the figures could not be loaded', async () => {
    server.use(handle.get(apiUrl('ops/overview'), () => fail(500, 'INTERNAL_ERROR')));
    await renderOpsView(OpsHomeView, { path: '/ops', heading: 'Console' });
    expect(await screen.findByText(vi('The figures could not be loaded.'))).toBeInTheDocument();
  });
});

const day = (date: string, status: OpsMiningDays['days'][number]['status'], contracts = 0) => ({
  date,
  status,
  contracts,
  amount: contracts > 0 ? '2.5' : '0',
  startedAt: null,
  finishedAt: null,
});

describe('OpsMiningView', () => {
  it('shows each day paid or missed, pays the missed days once on the button and reloads the days', async () => {
    let paid = false;
    let payments = 0;
    server.use(
      handle.get(apiUrl('ops/mining/days'), () =>
        ok({
          from: '2026-03-01',
          to: '2026-03-03',
          payable: paid ? 0 : 2,
          days: [day('2026-03-03', paid ? 'PAID' : 'MISSED', paid ? 3 : 0), day('2026-03-02', paid ? 'PAID' : 'FAILED', paid ? 3 : 0), day('2026-03-01', 'PAID', 3)],
        } satisfies OpsMiningDays),
      ),
      handle.post(apiUrl('ops/mining/pay-missed'), () => {
        payments += 1;
        paid = true;
        return ok({ paid: [{ date: '2026-03-02', credited: 3, amount: '7.5' }, { date: '2026-03-03', credited: 3, amount: '7.5' }], alreadyRunning: [] });
      }),
    );
    const { user } = await renderOpsView(OpsMiningView, { path: '/ops/mining', heading: 'Mining accrual' });
    expect(await screen.findByText(viWith('%count% payable days from %from% to %to%.', { count: 2, from: '2026-03-01', to: '2026-03-03' }))).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['2026-03-03', vi('Missed')],
      ['2026-03-02', vi('Failed')],
      ['2026-03-01', vi('Paid')],
    ]);

    await user.click(screen.getByRole('button', { name: vi('Pay missed days') }));
    expect(await screen.findByRole('status')).toHaveTextContent(viWith('Paid %days%: %count% contracts credited.', { days: '2026-03-02, 2026-03-03', count: 6 }));
    await waitFor(() => expect(screen.getByRole('button', { name: vi('Pay missed days') })).toBeDisabled());
    expect(within(screen.getByRole('table')).getAllByText(vi('Paid'))).toHaveLength(3);
    expect(payments).toBe(1);
  });

  it('shows a day the job has not run yet as such, not as missed, and nothing to pay', async () => {
    server.use(handle.get(apiUrl('ops/mining/days'), () => ok({ from: '2026-03-02', to: '2026-03-03', payable: 0, days: [day('2026-03-03', 'PENDING'), day('2026-03-02', 'PAID', 3)] } satisfies OpsMiningDays)));
    await renderOpsView(OpsMiningView, { path: '/ops/mining', heading: 'Mining accrual' });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([vi('Not yet run'), vi('Paid')]);
    expect(screen.getByRole('button', { name: vi('Pay missed days') })).toBeDisabled();
  });

  it('shows the refusal of a role that may not pay', async () => {
    server.use(
      handle.get(apiUrl('ops/mining/days'), () => ok({ from: '2026-03-03', to: '2026-03-03', payable: 1, days: [day('2026-03-03', 'MISSED')] } satisfies OpsMiningDays)),
      handle.post(apiUrl('ops/mining/pay-missed'), () => fail(403, 'OPS_ROLE_FORBIDDEN')),
    );
    const { user } = await renderOpsView(OpsMiningView, { path: '/ops/mining', heading: 'Mining accrual' });
    await user.click(await screen.findByRole('button', { name: vi('Pay missed days') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi("The operator's role does not allow this action"));
  });
});
