import { screen, waitFor, within } from '@testing-library/react';
import MemberDetailView from '@/components/ops/members/MemberDetailView';
import { numberFormat } from '@/config/format';
import type { OpsMemberDetail } from '@/contract/ops-members';
import { apiUrl, fail, handle, memberDetail, memberPageServer, ok, renderOps, server, vi, viWith } from './helpers/renderOps';

const DemoPage = () => <MemberDetailView username="demo" />;

// Whole console flows (shell, session, dialogs): slower than a unit under a loaded machine.
jest.setTimeout(20_000);

describe('MemberDetailView', () => {
  it('shows the profile, balances, team, sponsors up to the root and sessions', async () => {
    memberPageServer(() => memberDetail());
    await renderOps(DemoPage, '/ops/members/demo', 'Member');
    expect(await screen.findByRole('heading', { level: 2, name: 'demo' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: vi('Profile') });
    expect(within(profile).getByText('DEMO0001')).toBeInTheDocument();
    const balances = screen.getByRole('table', { name: vi('Balances') });
    expect(within(balances).getByText('250,25')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: vi('Team and sponsors') });
    expect(within(team).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/ops/members/leader', '/ops/members/root']);
    expect(within(screen.getByRole('table', { name: vi('Live sessions') })).getByText('Chrome on Linux')).toBeInTheDocument();
  });

  it.each([
    ['SUPPORT', true, false],
    ['FINANCE', false, true],
    ['ADMIN', true, true],
  ] as const)('shows a %s operator the actions of the role only (account: %s, adjustment: %s)', async (role, accountActions, adjustment) => {
    memberPageServer(() => memberDetail());
    await renderOps(DemoPage, '/ops/members/demo', 'Member', role);
    await screen.findByRole('heading', { level: 2, name: 'demo' });
    expect(screen.queryByRole('button', { name: vi('Lock account') }) !== null).toBe(accountActions);
    expect(screen.queryByRole('region', { name: vi('Ledger adjustment') }) !== null).toBe(adjustment);
  });

  it('says when no member has the username', async () => {
    server.use(handle.get(apiUrl('ops/members/:username'), () => fail(404, 'MEMBER_NOT_FOUND')));
    await renderOps(DemoPage, '/ops/members/demo', 'Member');
    expect(await screen.findByRole('alert')).toHaveTextContent(vi('Member not found'));
    expect(screen.queryByRole('button', { name: vi('Try again') })).toBeNull();
  });

  it('locks the account with a reason (checked before sending), then offers the unlock', async () => {
    let detail: OpsMemberDetail = memberDetail();
    const sent: unknown[] = [];
    memberPageServer(() => detail);
    server.use(
      handle.post(apiUrl('ops/members/:username/lock'), async ({ request }) => {
        sent.push(await request.json());
        detail = memberDetail({ security: { ...detail.security, lockedAt: '2026-03-05T00:00:00.000Z', lockReason: 'Fraud' } });
        return ok({ username: 'demo', lockedAt: detail.security.lockedAt, lockReason: 'Fraud', sessionsEnded: 1 });
      }),
    );
    const { user } = await renderOps(DemoPage, '/ops/members/demo', 'Member');
    await user.click(await screen.findByRole('button', { name: vi('Lock account') }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Lock %username%?', { username: 'demo' }) });
    await user.click(within(dialog).getByRole('button', { name: vi('Lock account') }));
    expect(await within(dialog).findByText(vi('Give a reason'))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: vi('Reason (kept in the audit log)') }), 'Fraud');
    await user.click(within(dialog).getByRole('button', { name: vi('Lock account') }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Fraud' }]));
    expect(await screen.findByRole('button', { name: vi('Unlock account') })).toBeInTheDocument();
    expect(screen.getByText(vi('The account is locked.'))).toBeInTheDocument();
  });

  it('puts the server field error of an adjustment on its field after the confirmation', async () => {
    memberPageServer(() => memberDetail());
    const sent: unknown[] = [];
    server.use(
      handle.post(apiUrl('ops/members/:username/adjustments'), async ({ request }) => {
        sent.push(await request.json());
        return fail(400, 'INSUFFICIENT_BALANCE', { fields: { amount: 'INSUFFICIENT_BALANCE' } });
      }),
    );
    const { user } = await renderOps(DemoPage, '/ops/members/demo', 'Member');
    const card = await screen.findByRole('region', { name: vi('Ledger adjustment') });
    await user.selectOptions(within(card).getByRole('combobox', { name: vi('Direction') }), 'DEBIT');
    await user.type(within(card).getByRole('textbox', { name: vi('Amount') }), '999');
    await user.type(within(card).getByRole('textbox', { name: vi('Reason (kept in the audit log)') }), 'Clawback');
    await user.click(within(card).getByRole('button', { name: vi('Review adjustment') }));

    const dialog = await screen.findByRole('dialog', { name: vi('Confirm the adjustment') });
    expect(within(dialog).getByText(viWith('Take %amount% from the wallet of %username%.', { amount: numberFormat('vi-VN').amount('999', 'USDT'), username: 'demo' }))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: vi('Confirm adjustment') }));
    await waitFor(() => expect(sent).toEqual([{ symbol: 'USDT', direction: 'DEBIT', amount: '999', reason: 'Clawback' }]));
    expect(await within(card).findByRole('textbox', { name: vi('Amount') })).toHaveAccessibleDescription(vi('Insufficient balance'));
  });

  it('tells an adjustment waiting for approval', async () => {
    memberPageServer(() => memberDetail());
    server.use(
      handle.post(apiUrl('ops/members/:username/adjustments'), () =>
        ok({ id: 'a1', username: 'demo', symbol: 'EV', direction: 'CREDIT', amount: '12000', usdtValue: '1200', reason: 'Migration', status: 'PENDING', reference: 'AJ-123', requestedBy: 'finance', createdAt: '2026-03-05T00:00:00.000Z', decidedBy: null, decidedAt: null, rejectReason: null }),
      ),
    );
    const { user } = await renderOps(DemoPage, '/ops/members/demo', 'Member');
    const card = await screen.findByRole('region', { name: vi('Ledger adjustment') });
    await user.selectOptions(within(card).getByRole('combobox', { name: vi('Token') }), 'EV');
    await user.type(within(card).getByRole('textbox', { name: vi('Amount') }), '12000');
    await user.type(within(card).getByRole('textbox', { name: vi('Reason (kept in the audit log)') }), 'Migration');
    await user.click(within(card).getByRole('button', { name: vi('Review adjustment') }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: vi('Confirm adjustment') }));
    expect(await within(card).findByText(viWith('%reference% waits for another operator’s approval.', { reference: 'AJ-123' }))).toBeInTheDocument();
  });
});
