import { screen, waitFor, within } from '@testing-library/react';
import OperatorChangesView from '@/components/ops/operators/OperatorChangesView';
import type { OperatorChange } from '@/contract/operators';
import { apiUrl, fail, handle, ok, renderOps, rowsOf, server, vi, viWith } from '../ops/helpers/renderOps';

const change = (overrides: Partial<OperatorChange>): OperatorChange => ({
  id: 'c1',
  kind: 'CREATE',
  username: 'anna',
  role: 'FINANCE',
  previousRole: null,
  status: 'PENDING',
  requestedBy: 'admin2',
  createdAt: '2026-03-05T00:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectReason: null,
  ...overrides,
});

const CAPTION = 'Operator requests waiting for a second admin';
const annaLabel = () => viWith('New operator %username% (%role%)', { username: 'anna', role: vi('Finance') });
const supportLabel = () => viWith('Role of %username%: %from% to %to%', { username: 'support', from: vi('Support'), to: vi('Administrator') });

/** The signed-in admin is `admin` (renderOps): c1 and c2 are admin2's requests, c3 is admin's own. */
function changesServer() {
  let items = [
    change({}),
    change({ id: 'c2', kind: 'ROLE', username: 'support', role: 'ADMIN', previousRole: 'SUPPORT' }),
    change({ id: 'c3', username: 'bob', role: 'SUPPORT', requestedBy: 'admin' }),
  ];
  const calls: string[] = [];
  server.use(
    handle.get(apiUrl('ops/operator-changes'), () => ok(items)),
    handle.post(apiUrl('ops/operator-changes/:id/approve'), ({ params }) => {
      calls.push(`approve ${String(params.id)}`);
      const found = items.find((item) => item.id === params.id)!;
      if (found.requestedBy === 'admin') return fail(403, 'OPERATOR_CHANGE_SELF_APPROVAL');
      items = items.filter((item) => item.id !== params.id);
      const setup = found.kind === 'CREATE' ? { setupPath: '/ops/setup?token=abc', expiresAt: '2026-03-06T00:00:00.000Z' } : { setupPath: null, expiresAt: null };
      return ok({ ...found, status: 'APPLIED', decidedBy: 'admin', ...setup });
    }),
    handle.post(apiUrl('ops/operator-changes/:id/reject'), async ({ params, request }) => {
      calls.push(`reject ${String(params.id)} ${JSON.stringify(await request.json())}`);
      const found = items.find((item) => item.id === params.id)!;
      items = items.filter((item) => item.id !== params.id);
      return ok({ ...found, status: 'REJECTED', setupPath: null, expiresAt: null });
    }),
  );
  return calls;
}

jest.setTimeout(20_000);

describe('OperatorChangesView', () => {
  it("offers approve and reject on another admin's requests, and shows the signed-in admin's own as waiting", async () => {
    changesServer();
    await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const table = await screen.findByRole('table', { name: vi(CAPTION) });
    const [anna, support, own] = rowsOf(table);
    expect(anna).toHaveTextContent(annaLabel());
    expect(within(anna).getByRole('button', { name: viWith('Approve %request%', { request: annaLabel() }) })).toBeEnabled();
    expect(within(support).getByRole('button', { name: viWith('Reject %request%', { request: supportLabel() }) })).toBeEnabled();
    expect(own).toHaveTextContent(vi('Waiting for a second admin'));
    expect(within(own).queryByRole('button', { name: new RegExp(`^${vi('Approve')}`) })).toBeNull();
    expect(within(own).getByRole('button', { name: viWith('Withdraw %request%', { request: viWith('New operator %username% (%role%)', { username: 'bob', role: vi('Support') }) }) })).toBeEnabled();
  });

  it('approves a new operator and shows its one-time setup link; approves a role change', async () => {
    const calls = changesServer();
    const { user } = await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const table = await screen.findByRole('table', { name: vi(CAPTION) });
    await user.click(within(table).getByRole('button', { name: viWith('Approve %request%', { request: annaLabel() }) }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`${window.location.origin}/ops/setup?token=abc`);
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: vi(CAPTION) }))).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: viWith('Approve %request%', { request: supportLabel() }) }));
    expect(await screen.findByText(viWith('%username% is now %role%.', { username: 'support', role: vi('Administrator') }))).toBeInTheDocument();
    expect(calls).toEqual(['approve c1', 'approve c2']);
  });

  it('rejects with a reason, and tells the error of a refused approval', async () => {
    const calls = changesServer();
    server.use(handle.post(apiUrl('ops/operator-changes/c2/approve'), () => fail(409, 'OPERATOR_CHANGE_NOT_PENDING')));
    const { user } = await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const table = await screen.findByRole('table', { name: vi(CAPTION) });
    await user.click(within(table).getByRole('button', { name: viWith('Approve %request%', { request: supportLabel() }) }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('This operator request is no longer pending'));

    await user.click(within(table).getByRole('button', { name: viWith('Reject %request%', { request: annaLabel() }) }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Reject %request%?', { request: annaLabel() }) });
    await user.type(within(dialog).getByRole('textbox', { name: vi('Reason (kept in the audit log)') }), 'Nobody asked for her');
    await user.click(within(dialog).getByRole('button', { name: vi('Reject') }));
    expect(await screen.findByText(viWith('The request is rejected: %request%.', { request: annaLabel() }))).toBeInTheDocument();
    expect(calls).toEqual(['reject c1 {"reason":"Nobody asked for her"}']);
  });
});
