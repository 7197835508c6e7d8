import { screen, waitFor, within } from '@testing-library/react';
import PendingAdjustmentsView from '@/components/ops/members/PendingAdjustmentsView';
import { numberFormat } from '@/config/format';
import type { LedgerAdjustment } from '@/contract/ops-members';
import { apiUrl, fail, handle, ok, renderOps, rowsOf, server, vi, viWith } from './helpers/renderOps';

const viNumbers = numberFormat('vi-VN');

const pendingOne = (id: string, reference: string): LedgerAdjustment => ({
  id,
  username: 'demo',
  symbol: 'EV',
  direction: 'CREDIT',
  amount: '12000',
  usdtValue: '1200',
  reason: 'Migration',
  status: 'PENDING',
  reference,
  requestedBy: 'finance',
  createdAt: '2026-03-05T00:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
});

function pendingServer() {
  let items = [pendingOne('a1', 'AJ-111'), pendingOne('a2', 'AJ-222')];
  const calls: string[] = [];
  server.use(
    handle.get(apiUrl('ops/adjustments'), () => ok({ items, approvalAboveUsdt: '1000', totalAboveUsdt: '5000' })),
    handle.post(apiUrl('ops/adjustments/:id/approve'), ({ params }) => {
      calls.push(`approve ${String(params.id)}`);
      if (params.id === 'a2') return fail(403, 'ADJUSTMENT_SELF_APPROVAL');
      items = items.filter((item) => item.id !== params.id);
      return ok({ ...pendingOne('a1', 'AJ-111'), status: 'APPLIED' });
    }),
    handle.post(apiUrl('ops/adjustments/:id/reject'), async ({ params, request }) => {
      calls.push(`reject ${String(params.id)} ${JSON.stringify(await request.json())}`);
      items = items.filter((item) => item.id !== params.id);
      return ok({ ...pendingOne('a2', 'AJ-222'), status: 'REJECTED' });
    }),
  );
  return calls;
}

// Whole console flows (shell, session, dialogs): slower than a unit under a loaded machine.
jest.setTimeout(20_000);

describe('PendingAdjustmentsView', () => {
  it('approves one (the list reloads) and tells why another cannot be approved by this operator', async () => {
    const calls = pendingServer();
    const { user } = await renderOps(PendingAdjustmentsView, '/ops/adjustments', 'Adjustments');
    const table = await screen.findByRole('table', { name: vi('Adjustments waiting for approval') });
    expect(rowsOf(table)).toHaveLength(2);
    expect(
      screen.getByText(
        viWith('Approval is needed once one operator’s adjustments in 24 hours pass %amount% for a member or %total% for all members.', {
          amount: viNumbers.amount('1000', 'USDT'),
          total: viNumbers.amount('5000', 'USDT'),
        }),
      ),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: viWith('Approve %reference%', { reference: 'AJ-111' }) }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Approve %reference%?', { reference: 'AJ-111' }) });
    expect(calls).toEqual([]);
    const shown = within(dialog).getAllByRole('definition').map((cell) => cell.textContent);
    expect(shown.slice(0, 4)).toEqual(['demo', 'EV', `${vi('Credit (add)')} ${viNumbers.amount('12000', 'EV')} (${viNumbers.amount('1200', 'USDT')})`, 'Migration']);
    await user.click(within(dialog).getByRole('button', { name: vi('Approve') }));
    expect(await screen.findByText(viWith('%reference% is applied.', { reference: 'AJ-111' }))).toBeInTheDocument();
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: vi('Adjustments waiting for approval') }))).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: viWith('Approve %reference%', { reference: 'AJ-222' }), hidden: false }));
    const second = await screen.findByRole('dialog', { name: viWith('Approve %reference%?', { reference: 'AJ-222' }) });
    await user.click(within(second).getByRole('button', { name: vi('Approve') }));
    expect(await within(second).findByRole('alert')).toHaveTextContent(vi('Another operator must approve an adjustment you asked for'));
    expect(calls).toEqual(['approve a1', 'approve a2']);
  });

  it('sends nothing when the approval is taken back in its dialog', async () => {
    const calls = pendingServer();
    const { user } = await renderOps(PendingAdjustmentsView, '/ops/adjustments', 'Adjustments');
    const table = await screen.findByRole('table', { name: vi('Adjustments waiting for approval') });
    await user.click(within(table).getByRole('button', { name: viWith('Approve %reference%', { reference: 'AJ-111' }) }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Approve %reference%?', { reference: 'AJ-111' }) });
    await user.click(within(dialog).getByRole('button', { name: vi('Back') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsOf(table)).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('rejects with a reason', async () => {
    const calls = pendingServer();
    const { user } = await renderOps(PendingAdjustmentsView, '/ops/adjustments', 'Adjustments');
    const table = await screen.findByRole('table', { name: vi('Adjustments waiting for approval') });
    await user.click(within(table).getByRole('button', { name: viWith('Reject %reference%', { reference: 'AJ-222' }) }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Reject %reference%?', { reference: 'AJ-222' }) });
    await user.type(within(dialog).getByRole('textbox', { name: vi('Reason (kept in the audit log)') }), 'Wrong amount');
    await user.click(within(dialog).getByRole('button', { name: vi('Reject') }));
    expect(await screen.findByText(viWith('%reference% is rejected.', { reference: 'AJ-222' }))).toBeInTheDocument();
    expect(calls).toEqual(['reject a2 {"reason":"Wrong amount"}']);
  });
});
