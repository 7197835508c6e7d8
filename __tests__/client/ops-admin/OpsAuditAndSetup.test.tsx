import { screen, waitFor, within } from '@testing-library/react';
import OpsAuditView from '@/components/ops/audit/OpsAuditView';
import OperatorSetupView from '@/components/ops/setup/OperatorSetupView';
import type { OpsAuditEntry } from '@/contract/ops-audit';
import { apiUrl, fail, handle, ok, renderOpsView, server, vi, viWith } from './helpers/renderOps';

// Typing whole forms takes seconds when the machine is busy.
jest.setTimeout(20_000);

const entry = (id: string, action: string, after: unknown): OpsAuditEntry => ({
  id,
  at: '2026-03-04T05:06:07.000Z',
  operator: 'admin',
  ip: '203.0.113.9',
  action,
  targetType: 'setting',
  targetId: 'WEB.hotline',
  before: { value: 'old' },
  after,
  reason: null,
  subject: null,
});

describe('OpsAuditView', () => {
  it('searches with the filters, shows older rows by cursor and links the CSV of the same search', async () => {
    const queries: string[] = [];
    server.use(
      handle.get(apiUrl('ops/audit'), ({ request }) => {
        const url = new URL(request.url);
        queries.push(url.search);
        if (url.searchParams.get('cursor') === 'NEXT') return ok({ entries: [entry('3', 'setting.save', { value: 'oldest' })], next: null });
        if (url.searchParams.get('operator')) return ok({ entries: [entry('1', 'setting.save', { value: 'new' })], next: 'NEXT' });
        return ok({ entries: [entry('9', 'kyc.decide', { kycStatus: 'APPROVED' })], next: null });
      }),
    );
    const { user } = await renderOpsView(OpsAuditView, { path: '/ops/audit', heading: 'Audit log' });
    const list = await screen.findByRole('list', { name: vi('Operator actions, newest first') });
    expect(within(list).getByText(vi('KYC decided'))).toBeInTheDocument();

    const search = screen.getByRole('search', { name: vi('Search the audit log') });
    await user.type(within(search).getByRole('textbox', { name: vi('Operator') }), 'admin');
    await user.type(within(search).getByRole('textbox', { name: vi('Target') }), 'hotline');
    await user.click(within(search).getByRole('button', { name: vi('Search') }));
    await waitFor(() => expect(screen.getByRole('list', { name: vi('Changes') })).toHaveTextContent(`${vi('Hotline')}: old → new`));
    expect(queries.at(-1)).toBe('?operator=admin&target=hotline');
    expect(screen.getByRole('link', { name: vi('Export these rows as CSV') })).toHaveAttribute('href', '/api/ops/audit/export.csv?operator=admin&target=hotline');

    await user.click(screen.getByRole('button', { name: vi('Show older actions') }));
    await waitFor(() => expect(screen.getAllByRole('list', { name: vi('Changes') })).toHaveLength(2));
    expect(screen.getAllByRole('list', { name: vi('Changes') })[1]).toHaveTextContent(`${vi('Hotline')}: old → oldest`);
    expect(queries.at(-1)).toBe('?operator=admin&target=hotline&cursor=NEXT');
    expect(screen.queryByRole('button', { name: vi('Show older actions') })).toBeNull();
  });

  it('names the action, the member and the adjustment, says what changed, and opens the raw record on demand', async () => {
    const approval: OpsAuditEntry = {
      id: 'a1',
      at: '2026-03-04T05:06:07.000Z',
      operator: 'admin',
      ip: '203.0.113.9',
      action: 'ledger.adjust-approve',
      targetType: 'ledger_adjustment',
      targetId: '0b5c1f7e-5d7c-4a53-9b8e-1f2a3b4c5d6e',
      before: { status: 'PENDING', balance: '10' },
      after: { status: 'APPLIED', symbol: 'USDT', direction: 'CREDIT', amount: '5000', balance: '5010', reference: 'AJ-0123456789AB' },
      reason: 'Large booking',
      subject: { name: 'AJ-0123456789AB', member: { username: 'demo', fullName: 'Nguyễn Văn Demo' } },
    };
    const lock: OpsAuditEntry = { ...approval, id: 'a2', action: 'member.lock', targetType: 'member', targetId: 'demo', before: { lockedAt: null }, after: { lockedAt: '2026-03-04T05:06:07.000Z', lockReason: 'Fraud' }, reason: 'Fraud', subject: { name: null, member: { username: 'demo', fullName: 'Nguyễn Văn Demo' } } };
    server.use(handle.get(apiUrl('ops/audit'), () => ok({ entries: [approval, lock], next: null })));
    const { user } = await renderOpsView(OpsAuditView, { path: '/ops/audit', heading: 'Audit log' });
    const list = await screen.findByRole('list', { name: vi('Operator actions, newest first') });
    const [first, second] = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);

    expect(within(first).getByText(vi('Ledger adjustment approved'))).toBeInTheDocument();
    expect(within(first).getByText(vi('Adjustment'))).toBeInTheDocument();
    expect(within(first).getByText('AJ-0123456789AB', { selector: 'span' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Nguyễn Văn Demo (demo)' })).toHaveAttribute('href', '/ops/members/demo');
    expect(within(first).queryByText(approval.targetId!)).toBeNull();
    const changes = within(within(first).getByRole('list', { name: vi('Changes') })).getAllByRole('listitem').map((item) => item.textContent);
    expect(changes).toEqual(expect.arrayContaining([`${vi('Status')}: PENDING → APPLIED`, `${vi('Balance')}: 10 → 5010`, `${vi('Amount')}: 5000`]));
    expect(within(first).getByText(viWith('Reason: %reason%', { reason: 'Large booking' }))).toBeInTheDocument();

    expect(within(second).getByText(vi('Member locked'))).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Nguyễn Văn Demo (demo)' })).toBeInTheDocument();

    const raw = within(first).getByRole('button', { name: vi('Raw record') });
    expect(raw).toHaveAttribute('aria-expanded', 'false');
    expect(within(first).queryByText(/"targetId"/)).toBeNull();
    await user.click(raw);
    expect(within(first).getByRole('button', { name: vi('Hide raw record') })).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText(/"targetId": "0b5c1f7e-5d7c-4a53-9b8e-1f2a3b4c5d6e"/)).toBeVisible();
  });

  it("shows the server's reason when a search is refused", async () => {
    server.use(
      handle.get(apiUrl('ops/audit'), ({ request }) =>
        new URL(request.url).searchParams.get('to') ? fail(400, 'VALIDATION_FAILED', { fields: { to: 'RANGE_REVERSED' } }) : ok({ entries: [], next: null }),
      ),
    );
    const { user } = await renderOpsView(OpsAuditView, { path: '/ops/audit', heading: 'Audit log' });
    expect(await screen.findByText(vi('No action matches this search.'))).toBeInTheDocument();
    const search = screen.getByRole('search');
    await user.type(within(search).getByLabelText(vi('From')), '2026-03-05');
    await user.type(within(search).getByLabelText(vi('To')), '2026-03-01');
    await user.click(within(search).getByRole('button', { name: vi('Search') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('The end date must not be before the start date'));
  });
});

const SETUP = { username: 'newbie', role: 'FINANCE', totpSecret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/FilHub%20ops:newbie?secret=JBSWY3DPEHPK3PXP' };

describe('OperatorSetupView', () => {
  it('shows the authenticator, sets the password with a code and sends the operator to sign in', async () => {
    const posted: unknown[] = [];
    server.use(
      handle.get(apiUrl('public/ops/setup'), ({ request }) => (new URL(request.url).searchParams.get('token') === 'LINK' ? ok(SETUP) : fail(404, 'INVALID_SETUP_LINK'))),
      handle.post(apiUrl('public/ops/setup'), async ({ request }) => {
        posted.push(await request.json());
        return ok({ username: 'newbie', role: 'FINANCE' });
      }),
    );
    const { user, router } = await renderOpsView(OperatorSetupView, { path: '/ops/setup', query: { token: 'LINK' }, heading: 'Operator setup' });
    expect(await screen.findByText(viWith('Account %username%, role %role%.', { username: 'newbie', role: vi('Finance') }))).toBeInTheDocument();
    expect(screen.getByLabelText(vi('Authenticator key'))).toHaveTextContent('JBSWY3DPEHPK3PXP');

    await user.type(screen.getByLabelText(vi('Password'), { selector: 'input' }), 'Ops@12345x');
    await user.type(screen.getByLabelText(vi('Confirm password'), { selector: 'input' }), 'Ops@12345x');
    await user.type(screen.getByRole('textbox', { name: vi('Code from the authenticator') }), '123 456');
    await user.click(screen.getByRole('button', { name: vi('Finish setup') }));
    await waitFor(() => expect(router.visited).toEqual(['/ops/login']));
    expect(posted).toEqual([{ token: 'LINK', password: 'Ops@12345x', code: '123456' }]);
  });

  it("puts a wrong code's error on the code field and stays", async () => {
    server.use(
      handle.get(apiUrl('public/ops/setup'), () => ok(SETUP)),
      handle.post(apiUrl('public/ops/setup'), () => fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } })),
    );
    const { user, router } = await renderOpsView(OperatorSetupView, { path: '/ops/setup', query: { token: 'LINK' }, heading: 'Operator setup' });
    await user.type(await screen.findByLabelText(vi('Password'), { selector: 'input' }), 'Ops@12345x');
    await user.type(screen.getByLabelText(vi('Confirm password'), { selector: 'input' }), 'Ops@12345x');
    const code = screen.getByRole('textbox', { name: vi('Code from the authenticator') });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: vi('Finish setup') }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(router.visited).toEqual([]);
  });

  it('says when the link is invalid, used or expired', async () => {
    server.use(handle.get(apiUrl('public/ops/setup'), () => fail(404, 'INVALID_SETUP_LINK')));
    await renderOpsView(OperatorSetupView, { path: '/ops/setup', query: { token: 'USED' }, heading: 'Operator setup' });
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('This setup link is invalid, used or expired'));
    expect(screen.queryByRole('button', { name: vi('Finish setup') })).toBeNull();
  });
});
