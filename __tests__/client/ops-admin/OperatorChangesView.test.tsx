import { screen, waitFor, within } from '@testing-library/react';
import OperatorChangesView from '@/components/ops/operators/OperatorChangesView';
import type { OperatorChange, OperatorView } from '@/contract/operators';
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

const operator = (overrides: Partial<OperatorView>): OperatorView => ({
  username: 'admin',
  role: 'ADMIN',
  setUp: true,
  createdAt: '2026-03-01T00:00:00.000Z',
  disabledAt: null,
  tokens: [],
  ...overrides,
});

const OPERATORS = [
  operator({ tokens: [{ id: 't1', label: 'cli', createdAt: '2026-03-01T00:00:00.000Z', lastUsedAt: null, revokedAt: null }] }),
  operator({ username: 'admin2' }),
  operator({ username: 'finance', role: 'FINANCE' }),
  operator({ username: 'support', role: 'SUPPORT' }),
  operator({ username: 'newbie', role: 'SUPPORT', setUp: false }),
  operator({ username: 'gone', role: 'FINANCE', disabledAt: '2026-03-02T00:00:00.000Z' }),
];

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
    handle.get(apiUrl('ops/operators'), () => ok(OPERATORS)),
    handle.post(apiUrl('ops/operators'), async ({ request }) => {
      const body = (await request.json()) as { username: string; role: OperatorChange['role'] };
      calls.push(`ask ${JSON.stringify(body)}`);
      if (OPERATORS.some((known) => known.username === body.username)) return fail(409, 'OPERATOR_EXISTS', { fields: { username: 'OPERATOR_EXISTS' } });
      const asked = change({ id: `c${items.length + 1}`, username: body.username, role: body.role, requestedBy: 'admin' });
      items = [...items, asked];
      return ok(asked);
    }),
    handle.put(apiUrl('ops/operators/:username/role'), async ({ params, request }) => {
      const { role } = (await request.json()) as { role: OperatorChange['role'] };
      calls.push(`role ${String(params.username)} ${role}`);
      const known = OPERATORS.find((one) => one.username === params.username)!;
      const asked = change({ id: `c${items.length + 1}`, kind: 'ROLE', username: known.username, role, previousRole: known.role, requestedBy: 'admin' });
      items = [...items, asked];
      return ok(asked);
    }),
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

describe('OperatorChangesView: the operators and the requests an admin asks for', () => {
  const OPERATORS_CAPTION = 'Operators';

  it('lists the operators with their role and state; a request already waiting or a disabled operator offers no role change', async () => {
    changesServer();
    await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const table = await screen.findByRole('table', { name: vi(OPERATORS_CAPTION) });
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['admin', 'admin2', 'finance', 'support', 'newbie', 'gone']);
    const [admin, , finance, support, newbie, gone] = rows;
    expect(admin).toHaveTextContent(vi('Administrator'));
    expect(admin).toHaveTextContent(vi('Active'));
    expect(within(admin).getAllByRole('cell')[3]).toHaveTextContent('1');
    expect(newbie).toHaveTextContent(vi('Not set up yet (setup link not used)'));
    expect(gone).toHaveTextContent(viWith('Disabled since %time%', { time: '' }).trim());
    expect(within(gone).queryByRole('button')).toBeNull();
    expect(within(finance).getByRole('button', { name: viWith('Change the role of %username%', { username: 'finance' }) })).toBeEnabled();
    // support has a role request of admin2's waiting (c2).
    expect(support).toHaveTextContent(vi('A request waits for a second admin'));
    expect(within(support).queryByRole('button')).toBeNull();
  });

  it("sends a new operator's request, says it waits for a second admin and shows it among the requests as the admin's own", async () => {
    const calls = changesServer();
    const { user } = await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const form = await screen.findByRole('form', { name: vi('Ask for a new operator') });
    await user.type(within(form).getByRole('textbox', { name: vi('Username') }), 'carol');
    await user.selectOptions(within(form).getByRole('combobox', { name: vi('Role') }), 'FINANCE');
    await user.click(within(form).getByRole('button', { name: vi('Ask for this operator') }));

    const carol = viWith('New operator %username% (%role%)', { username: 'carol', role: vi('Finance') });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      viWith('New operator %username% (%role%) is asked for. It waits for a second admin’s approval.', { username: 'carol', role: vi('Finance') }),
    );
    expect(calls).toEqual(['ask {"username":"carol","role":"FINANCE"}']);
    const requests = screen.getByRole('table', { name: vi(CAPTION) });
    await waitFor(() => expect(rowsOf(requests)).toHaveLength(4));
    const own = rowsOf(requests)[3];
    expect(own).toHaveTextContent(carol);
    expect(own).toHaveTextContent(vi('Waiting for a second admin'));
    expect(within(own).getByRole('button', { name: viWith('Withdraw %request%', { request: carol }) })).toBeEnabled();
    expect(within(form).getByRole('textbox', { name: vi('Username') })).toHaveValue('');
  });

  it("shows the server's refusal under the username, and the form's own check before sending", async () => {
    const calls = changesServer();
    const { user } = await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const form = await screen.findByRole('form', { name: vi('Ask for a new operator') });
    const username = within(form).getByRole('textbox', { name: vi('Username') });

    await user.type(username, '9lives');
    await user.click(within(form).getByRole('button', { name: vi('Ask for this operator') }));
    expect(await within(form).findByText(vi('A username of 2 to 32 characters: a letter first, then letters, digits, _ . or -'))).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.clear(username);
    await user.type(username, 'finance');
    await user.click(within(form).getByRole('button', { name: vi('Ask for this operator') }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(vi('An operator with this username already exists')));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('status')).toBeNull();
    expect(calls).toEqual(['ask {"username":"finance","role":"SUPPORT"}']);
  });

  it("asks for another role in a dialog: the PUT is sent and the request waits; a refusal shows under the role", async () => {
    const calls = changesServer();
    const { user } = await renderOps(OperatorChangesView, '/ops/operators', 'Operators');
    const table = await screen.findByRole('table', { name: vi(OPERATORS_CAPTION) });
    await user.click(within(table).getByRole('button', { name: viWith('Change the role of %username%', { username: 'finance' }) }));
    let dialog = await screen.findByRole('dialog', { name: viWith('Change the role of %username%', { username: 'finance' }) });
    const role = within(dialog).getByRole('combobox', { name: vi('New role') });
    expect(within(role).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['SUPPORT', 'ADMIN']);
    await user.selectOptions(role, 'ADMIN');
    await user.click(within(dialog).getByRole('button', { name: vi('Ask for this role') }));

    const request = viWith('Role of %username%: %from% to %to%', { username: 'finance', from: vi('Finance'), to: vi('Administrator') });
    expect(await screen.findByRole('status')).toHaveTextContent(viWith('%request%: asked for. It waits for a second admin’s approval.', { request }));
    expect(calls).toEqual(['role finance ADMIN']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: vi(CAPTION) }))).toHaveLength(4));
    expect(rowsOf(screen.getByRole('table', { name: vi(CAPTION) }))[3]).toHaveTextContent(request);
    expect(rowsOf(screen.getByRole('table', { name: vi(OPERATORS_CAPTION) }))[2]).toHaveTextContent(vi('A request waits for a second admin'));

    server.use(handle.put(apiUrl('ops/operators/:username/role'), () => fail(409, 'OPERATOR_CHANGE_WAITING', { fields: { role: 'OPERATOR_CHANGE_WAITING' } })));
    await user.click(within(table).getByRole('button', { name: viWith('Change the role of %username%', { username: 'newbie' }) }));
    dialog = await screen.findByRole('dialog', { name: viWith('Change the role of %username%', { username: 'newbie' }) });
    await user.click(within(dialog).getByRole('button', { name: vi('Ask for this role') }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: vi('New role') })).toHaveAccessibleDescription(vi('A request about this operator already waits for a second admin')),
    );
  });
});
